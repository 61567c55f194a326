// The claims feature's public entry: the agency's card (site settings, the creator) and the client's screen.
export { claimKeys, createClaimLink, useCreateClaim } from "./api/claims-api";
export { HandOverCard } from "./components/hand-over-card";
export { ClaimSitePage } from "./pages/claim-site-page";
