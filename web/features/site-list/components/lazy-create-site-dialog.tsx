import { type ComponentProps, lazy } from "react";
import { LazyUntilOpen } from "@/components/lazy-until-open";

const Dialog = lazy(() => import("./create-site-dialog").then((m) => ({ default: m.CreateSiteDialog })));

/** The create-site dialog, loaded when it first opens. */
export function CreateSiteDialog(props: ComponentProps<typeof Dialog>) {
  return <LazyUntilOpen component={Dialog} {...props} />;
}
