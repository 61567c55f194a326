// The site-settings feature's public entry: what the app routes use.
export { SiteSettingsPage } from "./components/site-settings-page";
