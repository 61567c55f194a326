/**
 * What a route may need from its caller, each with the words that finish "You cannot …" or "Your role
 * (viewer) cannot …". Every API route names one of these in its declaration (common/api/). Today any
 * member of the site's organization holds every resource permission; the team's role table decides them
 * per role, and the route declarations stay as they are.
 */
export const PERMISSIONS = {
  /** Never refused: anyone may call the route. */
  public: "call this route",
  "signed-in": "use this route without signing in",
  "site:read": "view sites",
  "site:create": "create sites",
  "site:update": "change site settings",
  "site:delete": "delete sites",
  "site:publish": "publish sites or roll them back",
  "file:read": "view files",
  "file:write": "edit files",
} as const;

export type Permission = keyof typeof PERMISSIONS;
