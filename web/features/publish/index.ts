// The publish feature's public entry: what other features use.
export { DeploymentsSheet } from "./components/deployments-sheet";
export { PublishButton } from "./components/publish-button";
export { PublishedBanner } from "./components/published-banner";
export { UnpublishedChangesBadge } from "./components/unpublished-changes-badge";
export { usePublish } from "./components/use-publish";
