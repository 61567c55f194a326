// The site-details feature's public entry: what the app routes and the site editor use.
export { siteDetailsQueryOptions } from "./api/site-details-api";
export { BusinessDetailsPage } from "./components/business-details-page";
export { KeepSampleTextsButton, sampleTextsTitle } from "./components/sample-texts-notice";
