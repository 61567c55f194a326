import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

type InvitationMessageCardProps = {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  detail?: string;
  /** The way on; the admin's home unless the outcome has a better one. */
  action?: ReactNode;
};

/** An outcome of the invitation page (declined, expired, withdrawn, used, someone else's) with a way on. */
export function InvitationMessageCard({ icon, title, description, detail, action }: InvitationMessageCardProps) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          {icon}
        </div>
        <CardTitle>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {detail ? <CardContent className="text-center text-xs text-muted-foreground">{detail}</CardContent> : null}
      <CardFooter className="justify-center">
        {action ?? (
          <Button asChild>
            <Link to="/admin">Go to Dashboard</Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
