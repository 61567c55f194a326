// The site-editor feature's public entry: what the app routes use.
export { SiteEditorPage } from "./components/site-editor-page";
