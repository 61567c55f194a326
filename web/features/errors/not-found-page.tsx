import { HomeIcon, LayoutDashboardIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The screen for unknown paths and unknown docs or posts. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/">
            <HomeIcon aria-hidden /> Go home
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/admin">
            <LayoutDashboardIcon aria-hidden /> Go to dashboard
          </Link>
        </Button>
      </div>
    </section>
  );
}
