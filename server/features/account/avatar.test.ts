import { imageMessages } from "@common/images";
import type { Member } from "@common/schemas/members";
import sharp from "sharp";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachDb, type TestApp, type TestUser } from "../../test/test-app";

const AVATAR_MESSAGES = imageMessages("avatar");

async function uploadAvatar(app: TestApp, user: TestUser, body: Uint8Array, type: string) {
  const response = await app.request("/api/account/avatar", {
    method: "PUT",
    body: new Blob([new Uint8Array(body)], { type }),
    headers: { "content-type": type },
    token: user.token,
  });
  return { status: response.status, body: (await response.json()) as { image: string | null } & ErrorBody };
}

async function sessionImage(app: TestApp, user: TestUser) {
  const response = await app.request("/api/auth/get-session", { token: user.token });
  return ((await response.json()) as { user: { image: string | null } }).user.image;
}

describeEachDb("the account's avatar", (use) => {
  it("is kept as a small square WebP on the account, shows in the team list, and goes again", async () => {
    const app = use();
    const { user, organization, api } = await signedUpOwner(app);
    const colleague = await addMember(app, user, organization.id, "viewer");
    const photo = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();

    const uploaded = await uploadAvatar(app, user, photo, "image/jpeg");
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.image).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(uploaded.body.image?.split(",")[1] ?? "", "base64");
    expect(await sharp(stored).metadata()).toMatchObject({ format: "webp", width: 128, height: 128 });
    expect(await sessionImage(app, user)).toBe(uploaded.body.image);
    // Every member sees it beside the name.
    const team = await apiAs(app, colleague).call<{ members: Member[] }>("GET", "/api/members");
    const mine = team.body.members.find((member) => member.user_id === user.id);
    expect(mine?.image).toBe(uploaded.body.image);
    expect(team.body.members.find((member) => member.user_id === colleague.id)?.image).toBeNull();

    const removed = await api.call<{ image: string | null }>("DELETE", "/api/account/avatar");
    expect(removed).toEqual({ status: 200, body: { image: null } });
    expect(await sessionImage(app, user)).toBeNull();
  });

  it("draws an SVG into pixels and refuses what is not an avatar, in the logo's words", async () => {
    const app = use();
    const { user } = await signedUpOwner(app);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><circle r="5" cx="5" cy="5"/></svg>';
    const fromSvg = await uploadAvatar(app, user, Buffer.from(svg), "image/svg+xml");
    expect(fromSvg.status).toBe(200);
    expect(Buffer.from(fromSvg.body.image?.split(",")[1] ?? "", "base64").toString("latin1")).not.toContain("script");

    const reaching =
      '<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="https://tracker.example/p.png"/></svg>';
    expect(await uploadAvatar(app, user, Buffer.from(reaching), "image/svg+xml")).toMatchObject({
      status: 400,
      body: { error: { message: AVATAR_MESSAGES.svgExternal } },
    });
    expect(AVATAR_MESSAGES.svgExternal).toBe(
      "An SVG avatar may not load other files or define entities: export it as a self-contained SVG",
    );
    const entity =
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect((await uploadAvatar(app, user, Buffer.from(entity), "image/svg+xml")).status).toBe(400);
    expect(await uploadAvatar(app, user, Buffer.from("GIF89a"), "image/gif")).toMatchObject({
      status: 415,
      body: { error: { message: "An avatar must be a PNG, JPEG, WebP or SVG image" } },
    });
    expect(await uploadAvatar(app, user, Buffer.from("not a png"), "image/png")).toMatchObject({
      status: 400,
      body: { error: { message: "That file is not an image we can read" } },
    });
    expect(await uploadAvatar(app, user, Buffer.alloc(1024 * 1024 + 1, 1), "image/png")).toMatchObject({
      status: 413,
      body: { error: { message: "An avatar can be at most 1 MB" } },
    });
    // The refusals left the SVG avatar in place.
    expect(await sessionImage(app, user)).toBe(fromSvg.body.image);
  });
});
