// The analytics feature's public entry: visitor numbers for Home and a site's settings.
export { OrganizationVisitors } from "./components/organization-visitors";
export { SiteLinksCard } from "./components/site-links-card";
export { SiteVisitors } from "./components/site-visitors";
