import { EDIT_MODE_MESSAGES } from "@common/schemas/page-edits";
import { SOURCE_ATTRIBUTE } from "../../builder/editable/source-tags";
import type { PageEditMap } from "./edit-map";
import { editModeRuntime } from "./edit-runtime";
import { editTargets } from "./edit-targets";

const MAP_ID = "webcraft-edit-map";

// JSON inlined in a script element: '<' escaped so it cannot close the element.
function inline(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/** A preview document made ready for Edit mode (docs/product.md#click-to-edit); published pages never get it. */
export function withPageEditing(html: string, appOrigin: string, map: PageEditMap): string {
  const config = { appOrigin, attribute: SOURCE_ATTRIBUTE, messages: EDIT_MODE_MESSAGES };
  const targets = `(${editTargets.toString()})(${inline(MAP_ID)}, ${inline(SOURCE_ATTRIBUTE)})`;
  const scripts =
    `<script type="application/json" id="${MAP_ID}">${inline(map)}</script>\n` +
    `<script>(${editModeRuntime.toString()})(${inline(config)}, ${targets});</script>\n`;
  const end = html.lastIndexOf("</body>");
  return end === -1 ? html + scripts : html.slice(0, end) + scripts + html.slice(end);
}
