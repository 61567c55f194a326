// The preview feature's public entry: what other features use.
export { PreviewEditToggle } from "./components/preview-edit-toggle";
export { PreviewPane } from "./components/preview-pane";
export { PreviewViewControls } from "./components/preview-view-controls";
export type { EditInfo, PreviewEditing } from "./components/use-edit-mode";
export { usePreview } from "./components/use-preview";
export type { PreviewViewport } from "./components/viewport-switch";
export { pageAtRoute } from "./lib/page-route";
