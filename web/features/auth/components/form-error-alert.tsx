import { CircleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

type Props = {
  /** What failed, e.g. 'Sign in failed' (docs/product.md#accounts). */
  title?: string;
  message: string | null | undefined;
  children?: ReactNode;
};

/**
 * The server's answer to a failed submit, shown above the form. It is the only place the failure
 * shows: the form's mutation is silent, so no toast repeats it.
 */
export function FormErrorAlert({ title, message, children }: Props) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription>
        <p>{message}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
