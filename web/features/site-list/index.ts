// The site-list feature's public entry: what other features and the app routes use.
export { siteKeys } from "./api/keys";
export { siteQueryOptions, sitesQueryOptions, useDeleteSite, useUpdateSite } from "./api/sites";
export { ImportSiteButton } from "./components/import-site-button";
export { BlankSiteDialog } from "./components/lazy-blank-site-dialog";
export { ImportSiteDialog } from "./components/lazy-import-site-dialog";
export { NoSiteYet } from "./components/no-site-yet";
export { RecentSites } from "./components/recent-sites";
export { type SiteGuard, SiteRoutePage } from "./components/site-route-page";
export { SitesPage } from "./components/sites-page";
export { siteAddress } from "./lib/site-address";
