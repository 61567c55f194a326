import { GlobeIcon, LogInIcon, ShieldAlertIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth";

/** What the resource guard tells this page: the organization it could not switch to, when it knows its name. */
export type UnauthorizedState = { organizationName?: string };

function organizationNameOf(state: unknown): string | undefined {
  const name = (state as UnauthorizedState | null)?.organizationName;
  return typeof name === "string" && name !== "" ? name : undefined;
}

/** Shown when the resource belongs to an organization the user cannot switch to. */
export function UnauthorizedPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const organizationName = organizationNameOf(useLocation().state);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const whose = organizationName ? (
    <>
      <strong>{organizationName}</strong>, an organization
    </>
  ) : (
    "an organization"
  );

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
            <h1 className="text-xl text-balance">You don't have access to this</h1>
          </CardTitle>
          <CardDescription className="grid gap-2">
            <p>
              It belongs to {whose} you are not a member of: you may have been removed from it, or the organization was
              deleted.
            </p>
            <p>
              To get in, ask one of its owners or admins to invite you, or sign in with the account that has access.
            </p>
          </CardDescription>
        </CardHeader>
        {user ? (
          <CardContent className="grid text-center text-sm text-muted-foreground">
            <span>You are signed in as</span>
            <span className="font-medium break-all text-foreground">{user.email}</span>
          </CardContent>
        ) : null}
        <CardFooter className="flex-col gap-2">
          {user ? (
            <>
              <Button asChild className="w-full">
                <Link to="/admin/sites">
                  <GlobeIcon aria-hidden /> Go to your sites
                </Link>
              </Button>
              <Button variant="outline" className="w-full" onClick={switchAccount} disabled={isSigningOut}>
                <LogInIcon aria-hidden /> Sign in with a different account
              </Button>
            </>
          ) : (
            <Button asChild className="w-full">
              <Link to="/signin">
                <LogInIcon aria-hidden /> Sign in
              </Link>
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
