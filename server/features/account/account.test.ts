import type { AccountSession } from "@common/schemas/account";
import { describe, expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { ownerWithSite, visit } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";
import { describeBrowser } from "./account.service";

describe("describeBrowser", () => {
  it("names the browser and the system as a person would", () => {
    const chrome =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
    const safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const edge = `${chrome.replace("X11; Linux x86_64", "Windows NT 10.0; Win64; x64")} Edg/150.0.0.0`;
    expect(describeBrowser(chrome)).toBe("Chrome 156 on Linux");
    expect(describeBrowser(safari)).toBe("Safari 18 on iOS");
    expect(describeBrowser(edge)).toBe("Edge 150 on Windows");
    expect(describeBrowser(null)).toBe("Unknown browser");
    expect(describeBrowser("curl/8.5.0")).toBe("curl");
  });
});

describeEachDb("the account", (use) => {
  it("changes its name with the sign-up form's rule, and nothing else through the profile", async () => {
    const app = use();
    const { user } = await signedUpOwner(app);
    const update = async (json: unknown) => {
      const response = await app.authRequest("update-user", json, { token: user.token });
      return { status: response.status, body: (await response.json()) as ErrorBody };
    };
    expect(await update({ name: "   " })).toMatchObject({ status: 400, body: { message: "Name is required" } });
    const sneaky = await update({ name: "Pat", image: "https://tracker.example/pixel.png" });
    expect(sneaky).toMatchObject({ status: 400, body: { message: "Only the name can be changed here" } });
    expect((await update({ name: "  Pat Mokoena " })).status).toBe(200);
    const session = await app.request("/api/auth/get-session", { token: user.token });
    expect(((await session.json()) as { user: { name: string; image: string | null } }).user).toMatchObject({
      name: "Pat Mokoena",
      image: null,
    });
  });

  it("lists its sessions, the current first, and signs the others out", async () => {
    const app = use();
    const { user, api } = await signedUpOwner(app);
    const signIn = await app.authRequest(
      "sign-in/email",
      { email: user.email, password: user.password },
      { headers: { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/140.0" } },
    );
    const otherToken = signIn.headers.get("set-auth-token") ?? "";
    const { body } = await api.call<{ sessions: AccountSession[] }>("GET", "/api/account/sessions");
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions[0]?.is_current).toBe(true);
    expect(body.sessions[1]).toMatchObject({ is_current: false, browser: "Firefox 140 on macOS" });
    expect(body.sessions[1]?.ip_address).toMatch(/^10\./);

    const revoked = await api.call<{ revoked: number }>("POST", "/api/account/sessions/revoke-others");
    expect(revoked.body.revoked).toBe(1);
    const other = await app.request("/api/account/sessions", { token: otherToken });
    expect(other.status).toBe(401);
    expect((await api.call("GET", "/api/account/sessions")).status).toBe(200);
  });

  it("is deleted with its password, unless it is the only owner of an organization others are in", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Solo Bakery");
    await owner.publish();
    const team = await signedUpOwner(app);
    const colleague = await addMember(app, team.user, team.organization.id, "editor");
    // The colleague also owns an organization of their own, alone.
    await app.createOrganization(colleague);

    const blocked = await team.api.call<ErrorBody>("DELETE", "/api/account", { password: team.user.password });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.message).toContain(`You are the only owner of ${team.organization.name}`);

    const wrong = await owner.api.call<ErrorBody>("DELETE", "/api/account", { password: "not the password" });
    expect(wrong.status).toBe(400);

    expect((await owner.api.call("DELETE", "/api/account", { password: owner.user.password })).status).toBe(204);
    expect((await app.request("/api/account/sessions", { token: owner.user.token })).status).toBe(401);
    // The organization it was alone in went with it, and its site stopped answering.
    expect((await visit(app, owner.site.slug, "/")).status).toBe(404);
    const db = app.deps.db.kysely;
    expect(await db.selectFrom("organization").select("id").where("id", "=", owner.organization.id).execute()).toEqual(
      [],
    );

    expect((await apiAs(app, colleague).call("DELETE", "/api/account", { password: colleague.password })).status).toBe(
      204,
    );
    const teamMembers = await team.api.call<{ members: { user_id: string }[] }>("GET", "/api/members");
    expect(teamMembers.body.members.map((member) => member.user_id)).toEqual([team.user.id]);
  });
});
