import type { SiteFile } from "@common/schemas/files";
import { EyeOffIcon, FileWarningIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { PreviewPane } from "@/features/preview";
import { EditorEmptyState } from "./editor-empty-state";

type Props = Omit<ComponentProps<typeof PreviewPane>, "filePath" | "pagePath"> & { file: SiteFile | null };

/** The Preview tab: the built page, or why there is none (no file open, or a site without pages). */
export function PreviewTab({ file, preview, ...paneProps }: Props) {
  if (!file) {
    return (
      <EditorEmptyState
        icon={EyeOffIcon}
        title="No preview available"
        description="Select a file from the explorer to preview its content"
      />
    );
  }
  if (!preview.pagePath) {
    return (
      <EditorEmptyState
        icon={FileWarningIcon}
        title="No page to preview"
        description="Site ID and page path are required: add a page under pages/ (pages/Index.jsx is the home page)."
      />
    );
  }
  return <PreviewPane filePath={file.full_path} pagePath={preview.pagePath} preview={preview} {...paneProps} />;
}
