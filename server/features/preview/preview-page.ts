import { type BuildDeps, buildSitePage } from "../build/build.service";
import { pageEditMap } from "../page-edits/edit-map";
import { withPageEditing } from "../page-edits/page-editing";
import { withPreviewNavigation } from "./preview-navigation";

/**
 * A page as the preview origin serves it: built, with the link hand-off, and, when it shows saved files
 * only, ready for Edit mode (an edit names the version it was made on; an unsaved buffer has none).
 */
export async function previewPage(
  { appOrigin, ...deps }: BuildDeps & { appOrigin: string },
  site: { id: string; organization_id: string },
  pagePath: string,
  overrides?: Record<string, string>,
): Promise<string> {
  const { html, sources } = await buildSitePage(deps, site, pagePath, overrides);
  const page = withPreviewNavigation(html, appOrigin, pagePath);
  const hasDrafts = Object.keys(overrides ?? {}).length > 0;
  return hasDrafts ? page : withPageEditing(page, appOrigin, pageEditMap(sources));
}
