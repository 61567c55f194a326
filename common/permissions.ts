/**
 * Who may do what: the one policy table. Every API route names one permission in its declaration
 * (common/api/), the server's guard checks it against the caller's role in the organization the request
 * is about, Better Auth's own organization endpoints get their roles from it (common/access-control.ts), and
 * the SPA hides or disables what the role cannot do from it too.
 *
 * Roles form a ladder: each holds every permission of the roles below it.
 * - viewer: reads sites, files, media, form submissions, blog posts, visitor numbers, versions, previews,
 *   deployments, the site templates and shops;
 * - content (an agency's client, "Content editor"): also changes the site's words and photos, uploads and
 *   changes media, writes and publishes blog posts, sorts and deletes submissions; never code, drafts'
 *   previews or settings, and publishes only where the organization lets clients publish;
 * - editor: also changes files, previews unsaved work, publishes and rolls back;
 * - admin: also sees the organization's usage, payments and invoices, creates and deletes sites, hands
 *   sites over to clients (claim links), opens shops and changes their settings, changes site, form and
 *   organization settings, manages members (owners aside);
 * - owner: also changes the plan and billing details, deletes the organization and hands ownership on.
 *   An organization always keeps an owner.
 * Apart from the ladder, the installation's operators (PLATFORM_ADMINS) mark EFT payments received.
 */
export const ROLES = ["viewer", "content", "editor", "admin", "owner"] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  viewer: "Viewer",
  content: "Content editor",
  editor: "Editor",
  admin: "Admin",
  owner: "Owner",
};

/** The roles an invitation can give: ownership is handed on by its owner, never given by invitation. */
export const INVITABLE_ROLES = ["viewer", "content", "editor", "admin"] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const UNKNOWN_ROLE_MESSAGE = "Choose a role: viewer, content, editor, admin or owner";
export const UNKNOWN_INVITABLE_ROLE_MESSAGE = "Choose a role: viewer, content, editor or admin";

/** The role a new member gets when none is chosen, and the one existing plain members became. */
export const DEFAULT_MEMBER_ROLE: InvitableRole = "editor";

/**
 * What an organization's admins and owners let weaker roles do beyond the ladder, as the organization
 * record stores it (Better Auth's organization, one column per setting).
 */
export type OrganizationGrants = {
  /** Content editors (an agency's clients) may publish and roll back, not only editors and up. */
  clientsMayPublish: boolean;
};

type Rule = {
  /** The words that finish "Your role (viewer) cannot …" (or "You cannot …" for a stranger). */
  words: string;
  /** The weakest role that holds the permission; null when no membership is needed. */
  role: Role | null;
  /** No session is needed, or read: anyone may call the route. */
  open?: true;
  /** Only the installation's operators hold it (PLATFORM_ADMINS), not a role in an organization. */
  operator?: true;
  /** A weaker role that holds it too while the organization's setting is on, and what to tell it meanwhile. */
  grant?: { role: Role; setting: keyof OrganizationGrants; hint: string };
};

export const POLICY = {
  /** Never refused: anyone may call the route. */
  public: { words: "call this route", role: null, open: true },
  /**
   * A published site's visitor, on the site's own hosts: anyone, no session read; a password-protected
   * site lets in whoever has typed its password.
   */
  visitor: { words: "visit this site", role: null, open: true },
  /** Any signed-in account, member of an organization or not. */
  "signed-in": { words: "use this route without signing in", role: null },
  /** The installation's operators, named by email in PLATFORM_ADMINS, whatever their organizations. */
  "installation:operate": { words: "operate this installation", role: null, operator: true },
  "site:read": { words: "view sites", role: "viewer" },
  "file:read": { words: "view files", role: "viewer" },
  "media:read": { words: "view media", role: "viewer" },
  "submission:read": { words: "view form submissions", role: "viewer" },
  "post:read": { words: "view blog posts", role: "viewer" },
  "analytics:read": { words: "view visitor numbers", role: "viewer" },
  "member:read": { words: "view the team", role: "viewer" },
  "billing:read": { words: "view the organization's plan", role: "viewer" },
  "commerce:read": { words: "view shops, products and orders", role: "viewer" },
  /** Only in the mailboxes given to the member; admins and owners reach every mailbox. */
  "mail:use": { words: "read and send mail", role: "viewer" },
  "template:read": { words: "view site templates", role: "viewer" },
  "organization:leave": { words: "leave the organization", role: "viewer" },
  /** Words, business details and photo choices, through endpoints that can change nothing else. */
  "content:write": { words: "edit the site's words and photos", role: "content" },
  "media:write": { words: "upload or change media", role: "content" },
  "submission:write": { words: "sort or delete form submissions", role: "content" },
  "post:write": { words: "write or publish blog posts", role: "content" },
  "file:write": { words: "edit files", role: "editor" },
  "product:write": { words: "add or change products and their stock", role: "editor" },
  "preview:draft": { words: "preview unsaved changes", role: "editor" },
  "site:publish": {
    words: "publish sites or roll them back",
    role: "editor",
    grant: {
      role: "content",
      setting: "clientsMayPublish",
      hint: "an admin or owner can allow it in the organization's settings",
    },
  },
  "site:create": { words: "create sites", role: "admin" },
  "site:update": { words: "change site settings", role: "admin" },
  "store:manage": { words: "open shops or change their settings", role: "admin" },
  "order:manage": { words: "fulfil, cancel or refund orders", role: "admin" },
  "mail:manage": { words: "add mail domains, mailboxes and aliases", role: "admin" },
  "form:update": { words: "change who hears of a form's submissions", role: "admin" },
  "site:delete": { words: "delete sites", role: "admin" },
  "site:hand-over": { words: "hand sites over to a client", role: "admin" },
  "member:manage": { words: "invite, remove or change members", role: "admin" },
  "organization:update": { words: "change the organization's settings", role: "admin" },
  "billing:manage": { words: "view the organization's usage, payments and invoices", role: "admin" },
  "billing:change": { words: "change the organization's plan or billing details", role: "owner" },
  "organization:delete": { words: "delete the organization", role: "owner" },
  "organization:transfer": { words: "hand the organization's ownership on", role: "owner" },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof POLICY;

/** Whether anyone may call a route that needs `permission`, signed in or not. */
export function isOpen(permission: Permission): boolean {
  const rule: Rule = POLICY[permission];
  return rule.open === true;
}

/** Why a route of the installation's operators is refused to everyone else, whatever their role. */
export const OPERATORS_ONLY = "You cannot operate this installation: only its operators (PLATFORM_ADMINS) can";

/** Whether only the installation's operators may call a route that needs `permission`. */
export function isOperatorOnly(permission: Permission): boolean {
  const rule: Rule = POLICY[permission];
  return rule.operator === true;
}

/** A stored role, which may be one we no longer use or a comma-separated list: the strongest known one. */
export function roleOf(stored: string | null | undefined): Role | null {
  const known = (stored ?? "").split(",").map((part) => part.trim());
  return [...ROLES].reverse().find((role) => known.includes(role)) ?? null;
}

function isAtLeast(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/**
 * Whether `role` holds `permission` in an organization with these `grants`; without them (unknown, or
 * a check that is not about one organization) every setting counts as off.
 */
export function roleAllows(role: Role, permission: Permission, grants?: OrganizationGrants | null): boolean {
  const rule: Rule = POLICY[permission];
  if (rule.operator) return false;
  if (rule.role === null || isAtLeast(role, rule.role)) return true;
  return Boolean(rule.grant && grants?.[rule.grant.setting] && isAtLeast(role, rule.grant.role));
}

/**
 * "Your role (viewer) cannot edit files"; for a role the organization could let do it, also who can:
 * "Your role (content) cannot publish sites or roll them back: an admin or owner can allow it in …".
 */
export function forbiddenMessage(role: Role, permission: Permission): string {
  const rule: Rule = POLICY[permission];
  if (rule.operator) return OPERATORS_ONLY;
  const refusal = `Your role (${role}) cannot ${rule.words}`;
  return rule.grant && isAtLeast(role, rule.grant.role) ? `${refusal}: ${rule.grant.hint}` : refusal;
}

/** The permissions a role holds (in an organization with these `grants`), weakest rule first. */
export function permissionsOf(role: Role, grants?: OrganizationGrants | null): Permission[] {
  return (Object.keys(POLICY) as Permission[]).filter((permission) => roleAllows(role, permission, grants));
}
