import type { Interaction } from "@common/schemas/fediverse";
import type { DeliveryStatus } from "../api/deliveries-api";

/** "1 follower", "3 followers". */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What each kind of interaction did to the post, after the person's name. */
export const INTERACTION_VERBS: Record<Interaction["kind"], string> = {
  reply: "replied to",
  like: "liked",
  boost: "boosted",
};

export const INTERACTION_KIND_OPTIONS = [
  { value: "reply", label: "Replies" },
  { value: "like", label: "Likes" },
  { value: "boost", label: "Boosts" },
] as const;

/** A delivery's status as the log shows it. */
export const DELIVERY_STATUS = {
  queued: { label: "Queued", variant: "outline" },
  delivered: { label: "Delivered", variant: "success" },
  retrying: { label: "Retrying", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
} as const satisfies Record<DeliveryStatus, { label: string; variant: string }>;

export const DELIVERY_STATUS_OPTIONS = (Object.keys(DELIVERY_STATUS) as DeliveryStatus[]).map((value) => ({
  value,
  label: DELIVERY_STATUS[value].label,
}));

/** The host of an inbox's address, or the address itself when it is not one. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** `@handle@host` without the handle: where people find the site. */
export function addressHost(address: string): string {
  return address.split("@").pop() ?? "";
}
