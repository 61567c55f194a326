// The media feature's public entry: what the app routes and other features use.
export { uploadMediaFile } from "./api/media-api";
export { MediaLibraryPage } from "./components/media-library-page";
