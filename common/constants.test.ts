import { describe, expect, it } from "vitest";
import * as constants from "./constants";

// The numbers people feel when they use the editor and the shell (docs/product.md#limits). They are
// product rules, not tuning knobs: a change here is a change of the product, made on purpose.
describe("interaction and layout constants", () => {
  it("keeps touch, press, hover and typing timings", () => {
    expect(constants).toMatchObject({
      // A touch on a file row becomes a drag only after more than 30px of travel, so a tap never moves a file.
      TOUCH_DRAG_THRESHOLD_PX: 30,
      // A finger held 700 ms on a row opens its context menu.
      LONG_PRESS_MS: 700,
      // Tooltips wait 700 ms on hover, 300 ms when moving from one tooltip to the next.
      TOOLTIP_DELAY_MS: 700,
      TOOLTIP_SKIP_DELAY_MS: 300,
      // The code editor formats the file it opens 300 ms after mounting.
      EDITOR_FORMAT_ON_MOUNT_MS: 300,
      // A non-forced refetch of the file list within 2 s of the last one is skipped.
      FILE_FETCH_CACHE_MS: 2000,
      // The preview rebuilds from drafts once typing has paused this long.
      PREVIEW_LIVE_DELAY_MS: 600,
    });
  });

  it("keeps the toast rules: one at a time, 5 s, swipe right 50px, F8", () => {
    expect(constants).toMatchObject({
      TOAST_LIMIT: 1,
      TOAST_DURATION_MS: 5000,
      TOAST_REMOVE_DELAY_MS: 1_000_000,
      TOAST_SWIPE_THRESHOLD_PX: 50,
      TOAST_HOTKEY: "F8",
    });
  });

  it("keeps the breakpoints, preview widths and code editor settings", () => {
    expect(constants).toMatchObject({
      // 640px wide or narrower is a phone: drawer menu, explorer as an overlay.
      MOBILE_MAX_WIDTH_PX: 640,
      // Under 768px the explorer is collapsed.
      EXPLORER_COLLAPSE_BELOW_PX: 768,
      PREVIEW_WIDTH_MOBILE_PX: 375,
      PREVIEW_WIDTH_TABLET_PX: 768,
      EDITOR_DEFAULT_HEIGHT_PX: 500,
      EDITOR_FONT_SIZE: 14,
      EDITOR_TAB_SIZE: 2,
    });
  });
});
