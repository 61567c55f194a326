import { ArrowRightIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The landing page's call to action: 'Get started free', to sign-up. */
export function GetStartedButton({ variant }: { variant?: ComponentProps<typeof Button>["variant"] }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to="/signup">
        Get started free <ArrowRightIcon aria-hidden />
      </Link>
    </Button>
  );
}
