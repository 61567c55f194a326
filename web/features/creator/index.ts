// The site creator's public entry: what the app routes use.
export { CreatorPage } from "./components/creator-page";
