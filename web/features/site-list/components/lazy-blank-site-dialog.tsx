import { type ComponentProps, lazy } from "react";
import { LazyUntilOpen } from "@/components/lazy-until-open";

const Dialog = lazy(() => import("./blank-site-dialog").then((m) => ({ default: m.BlankSiteDialog })));

/** The blank-site dialog, loaded when it first opens. */
export function BlankSiteDialog(props: ComponentProps<typeof Dialog>) {
  return <LazyUntilOpen component={Dialog} {...props} />;
}
