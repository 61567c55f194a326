// The analytics feature's public entry: visitor numbers for Home and a site's settings.
export { OrganizationVisitors } from "./components/organization-visitors";
export { SiteVisitors } from "./components/site-visitors";
