import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The outline 'Back to …' link to the admin home, for screens with nothing else to offer. */
export function BackToAdminButton({ label }: { label: string }) {
  return (
    <Button variant="outline" asChild>
      <Link to="/admin">
        <ArrowLeftIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
