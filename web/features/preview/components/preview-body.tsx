import type { PreviewUrl } from "@common/schemas/build";
import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2Icon } from "lucide-react";
import type { ProblemActions } from "@/lib/build-problems";
import { PreviewError } from "./preview-error";
import { PreviewFrame } from "./preview-frame";
import { ScaledBox } from "./scaled-box";
import { SideBySidePreview } from "./side-by-side-preview";
import type { PreviewEditing } from "./use-edit-mode";

type Props = {
  pagePath: string;
  query: UseQueryResult<PreviewUrl>;
  isSideBySide: boolean;
  /** The single frame's width in CSS pixels (null: full width) and how much it is shrunk to fit. */
  width: number | null;
  scale: number;
  problemActions: ProblemActions;
  onNavigate?: (path: string) => void;
  editing?: PreviewEditing;
};

/** The preview's states: loading, error (which page broke, and the ways out), loaded. */
export function PreviewBody({
  pagePath,
  query,
  isSideBySide,
  width,
  scale,
  onNavigate,
  editing,
  problemActions,
}: Props) {
  const retry = () => void query.refetch();
  if (query.isError && !query.isFetching) {
    return <PreviewError pagePath={pagePath} error={query.error} actions={problemActions} onRetry={retry} />;
  }
  if (!query.data) {
    return (
      <div role="status" className="absolute inset-0 flex items-center justify-center bg-background">
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
          Building preview…
        </span>
      </div>
    );
  }
  const frame = {
    url: query.data.url,
    title: `Preview of ${pagePath}`,
    isBuilding: query.isFetching,
    onRetry: retry,
    onNavigate,
  };
  if (isSideBySide) return <SideBySidePreview {...frame} />;
  return (
    <ScaledBox width={width} scale={scale}>
      <PreviewFrame {...frame} editing={editing} />
    </ScaledBox>
  );
}
