import type { Organization } from "@/features/auth";
import type { SessionData } from "@/lib/auth-client";

/**
 * The two reads every admin screen starts with, as plain GETs of Better Auth's endpoints. Better Auth's
 * browser client (web/lib/auth-client.ts) is loaded only for the actions that change the session (callAuth), so
 * the first screen does not download it.
 */
async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const sessionQueryKey = ["session"] as const;

/** The signed-in user and session, or null when nobody is signed in. */
export const fetchSession = () => getJson<SessionData | null>("/api/auth/get-session");

export const fetchOrganizations = () => getJson<Organization[]>("/api/auth/organization/list");

export const activeMemberQueryKey = ["active-member"] as const;

/** The caller's membership of the active organization: its role decides what the screens offer. */
export const fetchActiveMember = () => getJson<{ role: string } | null>("/api/auth/organization/get-active-member");
