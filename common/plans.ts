// What an organization may have on each plan, and what the plan costs. Prices are South African rand,
// VAT-inclusive at 15 %, held as whole cents everywhere; a year costs ten months. Server limits and
// the billing screens read these, and nothing else decides a plan's figures.

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A whole number as South Africans write it: "1 000", thousands set apart by a space. */
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
const size = (bytes: number) => (bytes >= GB ? `${bytes / GB} GB` : `${bytes / MB} MB`);

/**
 * Days an organization keeps its present plan's limits once it is over the next plan's (after a failed
 * payment or a downgrade); then the next plan takes over.
 */
export const GRACE_DAYS = 14;

/** South Africa's VAT rate, included in every price. */
export const VAT_PERCENT = 15;

export const PAID_PLAN_IDS = ["starter", "business", "agency"] as const;
export const PLAN_IDS = ["free", ...PAID_PLAN_IDS] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** What one organization may have. A number is a most; `Infinity` none (the self-hosted plan). */
export type PlanLimits = {
  sites: number;
  /** Bytes of the media libraries of all the organization's sites together. */
  mediaBytes: number;
  /** Form submissions to all the organization's sites in a calendar month. */
  submissionsPerMonth: number;
  /** Members, pending invitations included. */
  members: number;
  customDomains: boolean;
  /** Published sites carry the "Made with Webcraft" badge whatever their setting. */
  badgeRequired: boolean;
  commerce: boolean;
  /** Sites can be handed over to clients through claim links. */
  claims: boolean;
};

export type Plan = {
  id: PlanId | "self-hosted";
  name: string;
  /** VAT-inclusive, in cents; 0 for a plan nobody pays for. */
  monthlyCents: number;
  limits: PlanLimits;
};

export const PLANS: Readonly<Record<PlanId, Plan>> = Object.freeze({
  free: {
    id: "free",
    name: "Free",
    monthlyCents: 0,
    limits: {
      sites: 2,
      mediaBytes: 500 * MB,
      submissionsPerMonth: 100,
      members: 2,
      customDomains: false,
      badgeRequired: true,
      commerce: false,
      claims: false,
    },
  },
  starter: {
    id: "starter",
    name: "Starter",
    monthlyCents: 9_900,
    limits: {
      sites: 5,
      mediaBytes: 5 * GB,
      submissionsPerMonth: 1_000,
      members: 5,
      customDomains: true,
      badgeRequired: false,
      commerce: false,
      claims: false,
    },
  },
  business: {
    id: "business",
    name: "Business",
    monthlyCents: 24_900,
    limits: {
      sites: 10,
      mediaBytes: 20 * GB,
      submissionsPerMonth: 10_000,
      members: 15,
      customDomains: true,
      badgeRequired: false,
      commerce: true,
      claims: false,
    },
  },
  agency: {
    id: "agency",
    name: "Agency",
    monthlyCents: 79_900,
    limits: {
      sites: 50,
      mediaBytes: 100 * GB,
      submissionsPerMonth: Number.POSITIVE_INFINITY,
      members: 50,
      customDomains: true,
      badgeRequired: false,
      commerce: true,
      claims: true,
    },
  },
});

/**
 * Every organization's plan where billing is off (BILLING unset, as `npm start` runs): no plan limits.
 * The storage bounds that keep one machine healthy (sites, media and published bytes) still apply.
 */
export const SELF_HOSTED_PLAN: Readonly<Plan> = Object.freeze({
  id: "self-hosted",
  name: "Self-hosted",
  monthlyCents: 0,
  limits: {
    sites: Number.POSITIVE_INFINITY,
    mediaBytes: Number.POSITIVE_INFINITY,
    submissionsPerMonth: Number.POSITIVE_INFINITY,
    members: Number.POSITIVE_INFINITY,
    customDomains: true,
    badgeRequired: false,
    commerce: true,
    claims: true,
  },
});

export type BillingPeriod = "monthly" | "yearly";

/** What a period of the plan costs, VAT-inclusive, in cents: a year is ten months. */
export function priceCents(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.monthlyCents * 10 : plan.monthlyCents;
}

/** The VAT inside a VAT-inclusive amount, in whole cents (rounded half up, as an invoice shows it). */
export function vatCents(totalCents: number): number {
  return Math.round((totalCents * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/** Rand as South Africans read it: "R 249.00", "R 7 990.00" (thousands set apart by a space). */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${sign}R ${count(whole)}.${rest}`;
}

/** The limits a plan counts, in the order the billing screen shows them. */
export const COUNTED_LIMITS = ["sites", "members", "mediaBytes", "submissionsPerMonth"] as const;
export type CountedLimit = (typeof COUNTED_LIMITS)[number];
type FeatureLimit = "customDomains" | "commerce" | "claims";
/** A limit a plan can refuse something for: one more of a counted thing, or a feature it lacks. */
export type PlanLimit = CountedLimit | FeatureLimit;

/** The cheapest plan above `plan` that allows more of `limit`, if any: what an upgrade button offers. */
export function nextPlanFor(plan: Plan, limit: CountedLimit | FeatureLimit): Plan | undefined {
  const start = plan.id === "self-hosted" ? PLAN_IDS.length : PLAN_IDS.indexOf(plan.id);
  return PLAN_IDS.slice(start + 1)
    .map((id) => PLANS[id])
    .find((next) => {
      const more = next.limits[limit];
      return typeof more === "boolean" ? more : more > (plan.limits[limit] as number);
    });
}

/** Each counted limit: how much of it a plan includes in full, and the figure alone, for the upgrade. */
const AMOUNTS: Record<CountedLimit, { full: (value: number) => string; figure: (value: number) => string }> = {
  sites: { full: (value) => `${count(value)} ${value === 1 ? "site" : "sites"}`, figure: count },
  members: { full: (value) => `${count(value)} ${value === 1 ? "member" : "members"}`, figure: count },
  mediaBytes: { full: (value) => `${size(value)} of media`, figure: size },
  submissionsPerMonth: { full: (value) => `${count(value)} form submissions a month`, figure: count },
};

const FEATURES: Record<FeatureLimit, string> = {
  customDomains: "custom domains",
  commerce: "an online shop",
  claims: "handing sites over to clients",
};

function isFeature(limit: CountedLimit | FeatureLimit): limit is FeatureLimit {
  return limit in FEATURES;
}

/** The 402 refusal's words: "Your Free plan includes 2 sites. Upgrade to Starter for 5." */
export function planLimitMessage(plan: Plan, limit: CountedLimit | FeatureLimit): string {
  const next = nextPlanFor(plan, limit);
  if (isFeature(limit)) {
    const upgrade = next ? ` Upgrade to ${next.name} for ${FEATURES[limit]}.` : "";
    return `Your ${plan.name} plan does not include ${FEATURES[limit]}.${upgrade}`;
  }
  const included = AMOUNTS[limit].full(plan.limits[limit]);
  if (!next) return `Your ${plan.name} plan includes ${included}, the most any plan has.`;
  const more = next.limits[limit];
  const upgrade = Number.isFinite(more) ? AMOUNTS[limit].figure(more) : "no limit";
  return `Your ${plan.name} plan includes ${included}. Upgrade to ${next.name} for ${upgrade}.`;
}
