import { type ComponentProps, lazy } from "react";
import { LazyUntilOpen } from "@/components/lazy-until-open";

const Dialog = lazy(() => import("./import-site-dialog").then((m) => ({ default: m.ImportSiteDialog })));

/** The import dialog, loaded when it first opens. */
export function ImportSiteDialog(props: ComponentProps<typeof Dialog>) {
  return <LazyUntilOpen component={Dialog} {...props} />;
}
