import { CircleCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** What the change and reset forms become once the password is updated: the news, and a way on. */
export function PasswordUpdated({ message, next }: { message: string; next?: { to: string; label: string } }) {
  return (
    <div className="grid gap-4">
      <Alert>
        <CircleCheckIcon aria-hidden />
        <AlertDescription>
          <p>{message}</p>
        </AlertDescription>
      </Alert>
      {next && (
        <Button asChild className="w-full">
          <Link to={next.to}>{next.label}</Link>
        </Button>
      )}
    </div>
  );
}
