// The media feature's public entry: what the app routes and other features use.
export { MediaLibraryPage } from "./components/media-library-page";
export { formatBytes } from "./lib/format";
