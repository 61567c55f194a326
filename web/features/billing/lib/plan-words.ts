// How the billing screens put plans, prices and amounts into words. Prices come from common/plans.ts;
// these only say them.
import {
  type BillingPeriod,
  COUNTED_LIMITS,
  type CountedLimit,
  formatRand,
  PLAN_IDS,
  PLANS,
  type Plan,
  type PlanId,
  priceCents,
  SELF_HOSTED_PLAN,
} from "@common/plans";
import type { Billing } from "@common/schemas/billing";

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const PERIOD_WORDS: Record<BillingPeriod, { per: string; name: string }> = {
  monthly: { per: "a month", name: "Monthly" },
  yearly: { per: "a year", name: "Yearly" },
};

export const PAYMENT_METHOD_NAMES = { card: "Card (PayFast)", eft: "EFT" } as const;

/** An amount as formatRand writes it ("R 2 490.00"), its spaces unbreakable so a line never splits it. */
export function rand(cents: number): string {
  return formatRand(cents).replaceAll(" ", "\u00a0");
}

/**
 * Whether the present plan can be paid again now: in a grace period with no paid period left (a failed
 * payment, or a cancellation the organization outgrew Free for), as the server's plan page answers "renew".
 */
export function canPayAgain(billing: Pick<Billing, "grace" | "renews_at">): boolean {
  if (!billing.grace) return false;
  return billing.grace.reason === "payment_failed" || !billing.renews_at;
}

export function isPlanId(value: string | undefined): value is PlanId {
  return value !== undefined && (PLAN_IDS as readonly string[]).includes(value);
}

/** The plan an answer names: one of ours, else this installation's Self-hosted. */
export function planOf(id: string): Plan {
  return isPlanId(id) ? PLANS[id] : SELF_HOSTED_PLAN;
}

/** Whether `to` is above `from` in the plans' order (Self-hosted is above them all). */
export function isHigherPlan(to: Plan, from: Plan): boolean {
  const rank = (plan: Plan) => (plan.id === "self-hosted" ? PLAN_IDS.length : PLAN_IDS.indexOf(plan.id));
  return rank(to) > rank(from);
}

/** "R 249.00 a month", "R 2 490.00 a year". */
export function priceText(cents: number, period: BillingPeriod): string {
  return `${rand(cents)} ${PERIOD_WORDS[period].per}`;
}

/** A plan's price for `period`, as its card shows it. */
export function planPriceText(plan: Plan, period: BillingPeriod): string {
  return priceText(priceCents(plan, period), period);
}

/** A whole number as the plans write it: "1 000". */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** Media sizes in MB below a gigabyte, GB above: "0 MB", "12.5 MB", "1.2 GB". */
export function formatStorage(bytes: number): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, "GB"] : [bytes / MB, "MB"];
  const shown = value >= 100 || Number.isInteger(value) ? Math.round(value) : Number(value.toFixed(1));
  return `${shown} ${unit}`;
}

type Words = { one: string; many: string };
const NOUNS: Record<Exclude<CountedLimit, "mediaBytes">, Words> = {
  sites: { one: "site", many: "sites" },
  members: { one: "member", many: "members" },
  submissionsPerMonth: { one: "form submission", many: "form submissions" },
};

/** What each counted limit is called above its meter. */
export const LIMIT_TITLES: Record<CountedLimit, string> = {
  sites: "Sites",
  members: "Members",
  mediaBytes: "Media",
  submissionsPerMonth: "Form submissions this month",
};

function noun(limit: Exclude<CountedLimit, "mediaBytes">, value: number): string {
  return value === 1 ? NOUNS[limit].one : NOUNS[limit].many;
}

/** A meter's words: "1 of 2 sites", "120 MB of 500 MB", "12 of 100 form submissions"; no figure: "3 sites". */
export function usageText(limit: CountedLimit, used: number, included: number | null): string {
  if (limit === "mediaBytes") {
    return included === null
      ? `${formatStorage(used)} of media`
      : `${formatStorage(used)} of ${formatStorage(included)}`;
  }
  if (included === null) return `${formatCount(used)} ${noun(limit, used)}`;
  return `${formatCount(used)} of ${formatCount(included)} ${noun(limit, included)}`;
}

/** A limit the organization is over: "3 sites of 2", "600 MB of media of 500 MB". */
export function overText({ limit, used, included }: { limit: CountedLimit; used: number; included: number }): string {
  if (limit === "mediaBytes") return `${formatStorage(used)} of media of ${formatStorage(included)}`;
  const of = limit === "submissionsPerMonth" ? " this month" : "";
  return `${formatCount(used)} ${noun(limit, used)} of ${formatCount(included)}${of}`;
}

/** How much of a counted limit a plan includes: "5 sites", "5 GB of media", "No limit on form submissions". */
export function includedText(limit: CountedLimit, value: number): string {
  if (!Number.isFinite(value)) return `No limit on ${LIMIT_TITLES[limit].toLowerCase().replace(" this month", "")}`;
  if (limit === "mediaBytes") return `${formatStorage(value)} of media`;
  const month = limit === "submissionsPerMonth" ? " a month" : "";
  return `${formatCount(value)} ${noun(limit, value)}${month}`;
}

const FEATURES = [
  { key: "customDomains", label: "Custom domains", without: "No custom domains" },
  {
    key: "badgeRequired",
    label: "No Made with Webcraft badge",
    without: "The Made with Webcraft badge",
    negated: true,
  },
  { key: "commerce", label: "An online shop (commerce)", without: "No online shop" },
  { key: "claims", label: "Handing sites over to clients", without: "No handing sites over to clients" },
] as const;

export type PlanLine = { label: string; included: boolean };

function hasFeature(plan: Plan, feature: (typeof FEATURES)[number]): boolean {
  const value = plan.limits[feature.key];
  return "negated" in feature ? !value : value;
}

/** What a plan includes, line by line, in the order every plan card lists it. */
export function planLines(plan: Plan): PlanLine[] {
  const counted = COUNTED_LIMITS.map((limit) => ({ label: includedText(limit, plan.limits[limit]), included: true }));
  const features = FEATURES.map((feature) => ({ label: feature.label, included: hasFeature(plan, feature) }));
  return [...counted, ...features];
}

/**
 * What moving from `from` to `to` changes, in lines for the plan page: "5 sites instead of 2",
 * "Custom domains". `gained` lists what grows or arrives, `lost` what shrinks or goes.
 */
export function planDifferences(from: Plan, to: Plan): { gained: string[]; lost: string[] } {
  const gained: string[] = [];
  const lost: string[] = [];
  for (const limit of COUNTED_LIMITS) {
    const [before, after] = [from.limits[limit], to.limits[limit]];
    if (after === before) continue;
    const was = !Number.isFinite(before)
      ? "no limit"
      : limit === "mediaBytes"
        ? formatStorage(before)
        : formatCount(before);
    (after > before ? gained : lost).push(`${includedText(limit, after)} instead of ${was}`);
  }
  for (const feature of FEATURES) {
    const [before, after] = [hasFeature(from, feature), hasFeature(to, feature)];
    if (before !== after) (after ? gained : lost).push(after ? feature.label : feature.without);
  }
  return { gained, lost };
}
