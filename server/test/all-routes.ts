import { accountApi } from "@common/api/account";
import { analyticsApi } from "@common/api/analytics";
import { appApi } from "@common/api/app";
import { billingApi, operatorApi } from "@common/api/billing";
import { claimApi } from "@common/api/claims";
import { orderApi, productApi, shopPaymentApi, storeApi } from "@common/api/commerce";
import { creatorApi } from "@common/api/creator";
import { deploymentApi } from "@common/api/deployments";
import { domainApi } from "@common/api/domains";
import { fediverseApi } from "@common/api/fediverse";
import { fediverseHostApi } from "@common/api/fediverse-host";
import { fileApi } from "@common/api/files";
import { formApi } from "@common/api/forms";
import { mailboxApi, mailDomainApi, mailMessageApi } from "@common/api/mail";
import { mailSendApi } from "@common/api/mail-sending";
import { mediaApi } from "@common/api/media";
import { memberApi } from "@common/api/members";
import { organizationApi } from "@common/api/organizations";
import { pageEditApi } from "@common/api/page-edits";
import { postApi } from "@common/api/posts";
import { previewApi } from "@common/api/preview";
import type { ApiRoute } from "@common/api/route";
import { shopHostApi } from "@common/api/shop-host";
import { siteArchiveApi } from "@common/api/site-archive";
import { siteDetailsApi } from "@common/api/site-details";
import { siteHostApi } from "@common/api/site-host";
import { siteApi } from "@common/api/sites";
import { templateApi } from "@common/api/templates";

/** Every declared API route, for what covers them all: the OpenAPI document's test and the role matrix. */
export const ALL_API_ROUTES: ApiRoute[] = [
  appApi,
  accountApi,
  organizationApi,
  memberApi,
  siteApi,
  templateApi,
  claimApi,
  creatorApi,
  siteArchiveApi,
  fileApi,
  pageEditApi,
  siteDetailsApi,
  mediaApi,
  formApi,
  postApi,
  analyticsApi,
  deploymentApi,
  domainApi,
  previewApi,
  billingApi,
  operatorApi,
  storeApi,
  productApi,
  orderApi,
  shopPaymentApi,
  mailDomainApi,
  mailboxApi,
  mailMessageApi,
  mailSendApi,
  fediverseApi,
].flatMap((group) => Object.values(group));

/** Every declared route of a published site's hosts (the app's origin answers none of them). */
export const SITE_HOST_ROUTES: ApiRoute[] = [
  ...Object.values(siteHostApi),
  ...Object.values(shopHostApi),
  ...Object.values(fediverseHostApi),
];

/** "post /api/sites/{siteId}/files": a route's method and path, as the OpenAPI document keys it. */
export function routeKey(route: Pick<ApiRoute, "method" | "path">): string {
  return `${route.method} ${route.path}`;
}
