// POST /_forms/{name} on a published site's hosts: a visitor sends a form (docs/product.md#forms). The
// post is checked (the site, the name, the address's limit, the body), judged by the spam guard, stored,
// with the jobs that notify of it, and only then answered; notifications follow in the background.
import { siteHostApi, siteHostPrefix } from "@common/api/site-host";
import { FORM_MAX_FIELDS, formMessages } from "@common/forms";
import { formNameSchema } from "@common/schemas/forms";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps";
import { AppError } from "../../errors";
import { clientIp } from "../../http/client-ip";
import type { SitePost } from "../../site/host/hosting.routes";
import { mayEnter } from "../../site/host/site-access";
import type { SiteHosting, SiteOrigin } from "../../site/host/site-host";
import { toResponse } from "../../site/host/site-host";
import { NO_SITE, unknownHost } from "../../site/host/site-response";
import { fetchSiteAt } from "../../site/host/site-source";
import { refererPath, sitePath } from "../../site/host/visitor-paths";
import { submissionsThisMonth } from "../../site/organization-usage";
import { organizationLimits } from "../../site/storage-limits";
import { acceptedAnswer, refusedAnswer } from "./form-answers";
import { readFormBody } from "./form-body";
import { CONTROL_FIELDS, formInput } from "./form-input";
import { notifyOfSubmission } from "./form-notify";
import { spamReason } from "./spam-guard";
import { checkPostAllowed, storeSubmission } from "./submission-store";
import { visitorHasher } from "./visitor-address";

/** Where forms are posted on a site's hosts. */
export const FORMS_PREFIX = siteHostPrefix(siteHostApi.submitForm);

/** Tests and in-process callers, which have no socket, may name their address (as the app's own routes allow). */
const OWN_IP_HEADER = "x-webcraft-client-ip";

/** `/_forms/contact` → `contact`; null when the rest is not one valid form name. */
function formNameOf(path: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(path.slice(FORMS_PREFIX.length));
  } catch {
    return null;
  }
  return formNameSchema.safeParse(name).success ? name : null;
}

/**
 * Refuses (402) a post once the organization's plan has taken all the submissions it includes this
 * month, in words for the visitor; the owner reads the plan's own words on the billing screen.
 */
async function checkMonthNotFull(deps: AppDeps, organizationId: string) {
  const { plan } = await organizationLimits(deps, organizationId);
  // Agency, and every organization while billing is off, have no such limit: nothing to count.
  if (!Number.isFinite(plan.limits.submissionsPerMonth)) return;
  const used = await submissionsThisMonth(deps.db, organizationId, deps.clock.now());
  if (used >= plan.limits.submissionsPerMonth) throw new AppError("PLAN_LIMIT", formMessages.monthFull);
}

/** Receives one post; the caller has checked the method and the path's prefix. */
export async function receiveForm(deps: AppDeps, hosting: SiteHosting, origin: SiteOrigin, c: Context) {
  const request = c.req.raw;
  const site = await fetchSiteAt(deps.db, origin);
  if (!site?.live_deployment_id) {
    return toResponse(origin.kind === "domain" && !site ? unknownHost("POST") : { status: 404, ...NO_SITE });
  }
  const url = new URL(request.url);
  const host = c.req.header("host") ?? url.host;
  // Only a plain path goes back into a Location header: never `//elsewhere`, even on our own host.
  const back = sitePath(refererPath(request, host));
  try {
    const name = formNameOf(url.pathname);
    if (name === null) throw new AppError("BAD_REQUEST", formMessages.badName);
    const access = { siteId: site.id, accessVersion: site.access_version };
    if (!mayEnter(hosting.accessKey, access, request.headers.get("cookie") ?? undefined)) {
      throw new AppError("FORBIDDEN", formMessages.passwordFirst);
    }
    const address = clientIp(c, { trust: deps.env.trustProxy, hops: deps.env.trustProxyHops }, OWN_IP_HEADER);
    const visitorHash = visitorHasher(deps.env.authSecret)(address);
    await checkPostAllowed(deps.db, site.id, name, visitorHash);
    await checkMonthNotFull(deps, site.organization_id);

    const input = await formInput(await readFormBody(request, FORM_MAX_FIELDS + CONTROL_FIELDS.length));
    const reason = spamReason(input);
    const page = back === null ? "" : new URL(back, "http://site.invalid").pathname.slice(0, 2000);
    const { fields, files } = input;
    const submission = {
      formName: name,
      fields,
      files,
      page,
      visitorHash,
      userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
      spamReason: reason,
    };
    await storeSubmission(deps, site, submission, async (trx, stored) => {
      if (reason !== null) return;
      const sizes = files.map((file) => ({
        field: file.field,
        name: file.name,
        mime: file.mime,
        size: file.bytes.length,
      }));
      const notified = { id: stored.id, fields, files: sizes, page, createdAt: stored.createdAt };
      await notifyOfSubmission(deps, site, stored.form, notified, trx);
    });
    const success = sitePath(input.control._success) ?? sitePath(url.searchParams.get("_success"));
    return acceptedAnswer(request, { success, back });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refusedAnswer(request, error, back);
  }
}

/** The form endpoint as a POST every site host takes. */
export const formPosts: SitePost<AppDeps> = { route: siteHostApi.submitForm, receive: receiveForm };
