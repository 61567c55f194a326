// The publish feature's public entry: what other features use.
export { DeploymentsIcon } from "./components/deployments-icon";
export { DeploymentsSheet } from "./components/deployments-sheet";
export { PublishButton } from "./components/publish-button";
export { PublishFailedBanner } from "./components/publish-failed-banner";
export { PublishedBanner } from "./components/published-banner";
export { SiteStatus } from "./components/site-status";
export { usePublish } from "./components/use-publish";
