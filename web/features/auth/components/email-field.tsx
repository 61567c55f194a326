import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = { control: ComponentProps<typeof Input>; error: string | undefined };

/** The account address of sign-in, sign-up and the reset request: `control` is the form's `field("email", "email")`. */
export function EmailField({ control, error }: Props) {
  return (
    <FormField id="email" label="Email" error={error}>
      <Input {...control} type="email" autoComplete="email" placeholder="you@business.co.za" required />
    </FormField>
  );
}
