import { type ComponentProps, lazy } from "react";
import { LazyUntilOpen } from "@/components/lazy-until-open";

const Dialog = lazy(() =>
  import("./create-organization-dialog").then((m) => ({ default: m.CreateOrganizationDialog })),
);

/** The create-organization dialog, loaded when it first opens (with the form's zod checks). */
export function CreateOrganizationDialog(props: ComponentProps<typeof Dialog>) {
  return <LazyUntilOpen component={Dialog} {...props} />;
}
