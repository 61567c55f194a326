// The media feature's public entry: what the app routes use.
export { MediaLibraryPage } from "./components/media-library-page";
