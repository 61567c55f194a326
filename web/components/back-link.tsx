import { ArrowLeftIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

type Props = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  to: string;
  /** Where it leads: "Back to Mail". */
  children: ReactNode;
};

/** A "Back to …" link with its arrow, drawn as a button (outline unless told otherwise). */
export function BackLink({ to, children, variant = "outline", ...button }: Props) {
  return (
    <Button asChild variant={variant} {...button}>
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
