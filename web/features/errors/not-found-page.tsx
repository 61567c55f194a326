import { HomeIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { cn } from "@/lib/utils";

/**
 * The screen for unknown paths and unknown docs or posts. "Go home" is the admin's Home for a signed-in
 * user and the landing page otherwise (whose top bar offers Sign in); it stays hidden until the session is
 * known, so a quick click never lands a signed-in user on the landing page.
 */
export function NotFoundPage() {
  const { user, loading } = useAuth();
  return (
    <section className="mx-auto flex min-h-[60vh] w-full max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild className={cn("mt-2", loading && "invisible")}>
        <Link to={user ? "/admin" : "/"}>
          <HomeIcon aria-hidden /> Go home
        </Link>
      </Button>
    </section>
  );
}
