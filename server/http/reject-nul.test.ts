import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb, nextIp } from "../test/test-app";

/** A request: what it tests, "METHOD path", then a JSON body or the raw body, type and headers. */
type Case = [
  name: string,
  route: string,
  json?: unknown,
  raw?: { body?: string; type?: string; authorization?: string },
];

const NUL = "\u0000";
const REFUSAL = {
  code: "BAD_REQUEST",
  message: "The request contains a NUL character (U+0000), which no name, id, token or text may hold",
};

describeEachDb("NUL characters", (use) => {
  it("are refused with the same 400 on every route, signed in or not, before they reach the database", async () => {
    const app = use();
    const { user, site, fileByPath } = await ownerWithSite(app, "Nul Bakery");
    const file = await fileByPath("pages/Index.jsx");
    const files = `/api/sites/${site.id}/files`;
    const password = "long enough password";
    const anonymous: Case[] = [
      ["sign-up name", "POST /api/auth/sign-up/email", { name: `Ada${NUL}`, email: "nul-1@example.com", password }],
      ["sign-up email", "POST /api/auth/sign-up/email", { name: "Ada", email: `nul${NUL}@example.com`, password }],
      ["sign-in email", "POST /api/auth/sign-in/email", { email: `${user.email}${NUL}`, password }],
      ["sign-in password", "POST /api/auth/sign-in/email", { email: user.email, password: `pass${NUL}word` }],
      ["reset token", "POST /api/auth/reset-password", { token: `abc${NUL}def`, newPassword: password }],
      ["reset request", "POST /api/auth/request-password-reset", { email: `x${NUL}@example.com`, redirectTo: "/" }],
      ["reset link token in the path", "GET /api/auth/reset-password/abc%00def?callbackURL=/update-password"],
      ["raw byte in JSON", "POST /api/auth/sign-in/email", undefined, { body: `{"email":"a${NUL}b","password":"x"}` }],
      ["bearer token", "GET /api/sites", undefined, { authorization: "Bearer abc%00def" }],
      ["bearer token on Better Auth", "GET /api/auth/get-session", undefined, { authorization: "Bearer abc%00" }],
    ];
    const signedIn: Case[] = [
      ["organization to activate", "POST /api/auth/organization/set-active", { organizationId: `x${NUL}` }],
      ["organization in a query", "GET /api/auth/organization/get-full-organization?organizationId=x%00"],
      ["invitation in a query", "GET /api/auth/organization/get-invitation?id=%00"],
      ["invitation to accept", "POST /api/auth/organization/accept-invitation", { invitationId: `x${NUL}` }],
      ["invitee", "POST /api/auth/organization/invite-member", { email: `x${NUL}@example.com`, role: "member" }],
      ["new password", "POST /api/auth/change-password", { currentPassword: password, newPassword: `new${NUL}pass` }],
      ["organization name", "POST /api/organizations", { name: `Org${NUL}` }],
      ["site name", "POST /api/sites", { name: `Site${NUL}` }],
      ["site rename", `PATCH /api/sites/${site.id}`, { name: `Renamed${NUL}` }],
      ["site id in the path", "GET /api/sites/abc%00"],
      ["site id to delete", "DELETE /api/sites/abc%00def"],
      ["file path", `POST ${files}`, { full_path: `pages/A${NUL}.jsx`, content: "x" }],
      ["new file's content", `POST ${files}`, { full_path: "notes.txt", content: `a${NUL}b` }],
      ["saved content", `PUT ${files}/${file.id}/content`, { content: `export default 1;${NUL}` }],
      ["move target", `POST ${files}/${file.id}/move`, { new_path: `pages/${NUL}.jsx` }],
      ["file id in the path", `GET ${files}/%00`],
      ["query value", `GET ${files}?directories=%00`],
      ["version id in the path", `POST ${files}/${file.id}/versions/%00/restore`],
      ["deployment id in the path", `POST /api/sites/${site.id}/deployments/%00/rollback`],
      ["preview page", `POST /api/sites/${site.id}/preview-url`, { page_path: `pages/${NUL}.jsx` }],
      ["object key", "POST /api/sites", { [`na${NUL}me`]: "Keyed" }],
      [
        "escape in text/plain",
        "POST /api/organizations",
        undefined,
        { body: '{"name":"a\\u0000"}', type: "text/plain" },
      ],
      ["build page path", "POST /build/page", { site_id: site.id, page_path: `pages/${NUL}.jsx` }],
      ["publish site id", "POST /site/publish", { site_id: `${site.id}${NUL}` }],
    ];

    for (const [isSignedIn, cases] of [[false, anonymous] as const, [true, signedIn] as const]) {
      for (const [name, route, json, raw = {}] of cases) {
        const [method = "GET", path = "/"] = route.split(" ");
        const headers = new Headers({ "content-type": raw.type ?? "application/json" });
        if (raw.authorization) headers.set("authorization", raw.authorization);
        const response = await app.request(path, {
          method,
          json,
          body: raw.body,
          headers,
          token: isSignedIn ? user.token : undefined,
          ip: nextIp(),
        });
        expect(response.status, name).toBe(400);
        expect(((await response.json()) as ErrorBody).error, name).toEqual(REFUSAL);
      }
    }

    // Nothing was written on the way.
    const kept = await app.request(`/api/sites/${site.id}`, { token: user.token });
    expect(((await kept.json()) as { name: string }).name).toBe("Nul Bakery");
  });

  it("leaves a backslash followed by u0000 alone: that is text, not a NUL", async () => {
    const app = use();
    const { api, site } = await ownerWithSite(app);
    const content = 'const escaped = "\\u0000";\n';
    const created = await api.createFile(site.id, { full_path: "lib/escaped.js", content });
    expect(created.current_version?.content).toBe(content);
  });
});
