/**
 * Who may do what: the one policy table. Every API route names one permission in its declaration
 * (common/api/), the server's guard checks it against the caller's role in the organization the request
 * is about, Better Auth's own organization endpoints get their roles from it (server/auth/roles.ts), and
 * the SPA hides or disables what the role cannot do from it too.
 *
 * Roles form a ladder: each holds every permission of the roles below it.
 * - viewer: reads sites, files, media, form submissions, blog posts, visitor numbers, versions, previews,
 *   deployments and the site templates;
 * - editor: also changes files and media, sorts and deletes submissions, writes and publishes blog posts,
 *   previews unsaved work, publishes and rolls back;
 * - admin: also creates and deletes sites, hands sites over to clients (claim links), changes site, form
 *   and organization settings, manages members (owners aside);
 * - owner: also deletes the organization and hands ownership on. An organization always keeps an owner.
 */
export const ROLES = ["viewer", "editor", "admin", "owner"] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { viewer: "Viewer", editor: "Editor", admin: "Admin", owner: "Owner" };

/** The roles an invitation can give: ownership is handed on by its owner, never given by invitation. */
export const INVITABLE_ROLES = ["viewer", "editor", "admin"] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const UNKNOWN_ROLE_MESSAGE = "Choose a role: viewer, editor, admin or owner";

/** The role a new member gets when none is chosen, and the one existing plain members became. */
export const DEFAULT_MEMBER_ROLE: InvitableRole = "editor";

type Rule = {
  /** The words that finish "Your role (viewer) cannot …" (or "You cannot …" for a stranger). */
  words: string;
  /** The weakest role that holds the permission; null when no membership is needed. */
  role: Role | null;
};

export const POLICY = {
  /** Never refused: anyone may call the route. */
  public: { words: "call this route", role: null },
  /** Any signed-in account, member of an organization or not. */
  "signed-in": { words: "use this route without signing in", role: null },
  "site:read": { words: "view sites", role: "viewer" },
  "file:read": { words: "view files", role: "viewer" },
  "media:read": { words: "view media", role: "viewer" },
  "submission:read": { words: "view form submissions", role: "viewer" },
  "post:read": { words: "view blog posts", role: "viewer" },
  "analytics:read": { words: "view visitor numbers", role: "viewer" },
  "member:read": { words: "view the team", role: "viewer" },
  "template:read": { words: "view site templates", role: "viewer" },
  "organization:leave": { words: "leave the organization", role: "viewer" },
  /** Words, business details and photo choices, through endpoints that can change nothing else. */
  "content:write": { words: "edit the site's words and photos", role: "editor" },
  "file:write": { words: "edit files", role: "editor" },
  "media:write": { words: "upload or change media", role: "editor" },
  "submission:write": { words: "sort or delete form submissions", role: "editor" },
  "post:write": { words: "write or publish blog posts", role: "editor" },
  "preview:draft": { words: "preview unsaved changes", role: "editor" },
  "site:publish": { words: "publish sites or roll them back", role: "editor" },
  "site:create": { words: "create sites", role: "admin" },
  "site:update": { words: "change site settings", role: "admin" },
  "form:update": { words: "change who hears of a form's submissions", role: "admin" },
  "site:delete": { words: "delete sites", role: "admin" },
  "site:hand-over": { words: "hand sites over to a client", role: "admin" },
  "member:manage": { words: "invite, remove or change members", role: "admin" },
  "organization:update": { words: "change the organization's settings", role: "admin" },
  "organization:delete": { words: "delete the organization", role: "owner" },
  "organization:transfer": { words: "hand the organization's ownership on", role: "owner" },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICY;

/** A stored role, which may be one we no longer use or a comma-separated list: the strongest known one. */
export function roleOf(stored: string | null | undefined): Role | null {
  const known = (stored ?? "").split(",").map((part) => part.trim());
  return [...ROLES].reverse().find((role) => known.includes(role)) ?? null;
}

/** Whether `role` holds `permission`. */
export function roleAllows(role: Role, permission: Permission): boolean {
  const needed: Role | null = POLICY[permission].role;
  return needed === null || ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** "Your role (viewer) cannot edit files". */
export function forbiddenMessage(role: Role, permission: Permission): string {
  return `Your role (${role}) cannot ${POLICY[permission].words}`;
}

/** The permissions a role holds, weakest rule first. */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(POLICY) as Permission[]).filter((permission) => roleAllows(role, permission));
}
