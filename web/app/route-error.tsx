import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/** The error boundary of every layout: says what broke and offers a way on. */
export function RouteError() {
  const error = useRouteError();
  // Errors under /admin send the user back to the admin's home, as its logo does.
  const home = useLocation().pathname.startsWith("/admin") ? "/admin" : "/";
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="outline" asChild>
          <Link to={home}>Go home</Link>
        </Button>
      </div>
    </div>
  );
}
