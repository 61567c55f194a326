import { LayoutDashboardIcon, LogInIcon, ShieldAlertIcon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth";

/** Shown when the resource belongs to an organization the user cannot switch to. */
export function UnauthorizedPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  async function switchAccount() {
    setIsSigningOut(true);
    try {
      await signOut();
    } finally {
      navigate("/signin", { replace: true });
    }
  }

  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlertIcon className="size-6" aria-hidden />
          </div>
          <CardTitle>
            <h1 className="text-xl">You don't have access to this resource</h1>
          </CardTitle>
          <CardDescription>
            It belongs to an organization you are not a member of. Ask one of its owners or admins to invite you, or
            sign in with the account that has access.
          </CardDescription>
        </CardHeader>
        {user ? (
          <CardContent className="text-center text-sm text-muted-foreground">
            You are signed in as {user.email}.
          </CardContent>
        ) : null}
        <CardFooter className="flex-col gap-2">
          <Button asChild className="w-full">
            <Link to="/admin">
              <LayoutDashboardIcon aria-hidden /> Back to Dashboard
            </Link>
          </Button>
          {user ? (
            <Button variant="outline" className="w-full" onClick={switchAccount} disabled={isSigningOut}>
              <LogInIcon aria-hidden /> Sign in with a different account
            </Button>
          ) : (
            <Button variant="outline" asChild className="w-full">
              <Link to="/signin">
                <LogInIcon aria-hidden /> Sign in with a different account
              </Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
