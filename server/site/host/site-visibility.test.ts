import type { Site } from "@common/schemas/sites";
import sharp from "sharp";
import { expect, it } from "vitest";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";
import { describeServed, visitOver } from "./served";
import { ACCESS_COOKIE, UNLOCK_PATH } from "./site-access";
import { UNLOCK_MAX_TRIES } from "./site-unlock";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A published site whose owner protects it with `password`. */
async function protectedSite(app: TestApp, password = "karoo-secret") {
  const owner = await ownerWithSite(app, "Private Bakery");
  await owner.publish();
  const { status, body } = await owner.api.call<Site>("PUT", `/api/sites/${owner.site.id}/visibility`, {
    visibility: "password",
    password,
  });
  expect(status).toBe(200);
  expect(body.visibility).toBe("password");
  return { ...owner, host: `${owner.site.slug}.${app.env.siteDomain}` };
}

/** The `name=value` part of a Set-Cookie header. */
const cookiePair = (setCookie: string | null) => (setCookie ?? "").split(";")[0] ?? "";

describeServed("password-protected sites", (use, served) => {
  const visit = (host: string, path: string, init: RequestInit = {}) => visitOver(served().port, host, path, init);
  /** The same request to the app in-process, from the address `ip`. */
  const inProcess = (app: TestApp, host: string, path: string, init: RequestInit = {}, ip = "203.0.113.9") => {
    const headers = new Headers(init.headers);
    headers.set("host", host);
    headers.set("x-webcraft-client-ip", ip);
    return app.app.request(`http://${host}${path}`, { ...init, headers });
  };

  it("answers every path with the password page until the password is typed, then lets that browser in", async () => {
    const app = use();
    const site = await protectedSite(app);
    for (const path of ["/", "/about?x=1", "/assets/missing.js", "/no-such-page"]) {
      for (const answer of [await visit(site.host, path), await inProcess(app, site.host, path)]) {
        expect(answer.status, path).toBe(401);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(answer.headers.get("x-robots-tag")).toBe("noindex");
        const html = await answer.text();
        expect(html).toContain("Password required");
        expect(html).toContain(`action="${UNLOCK_PATH}"`);
        expect(html).toContain(`name="next" value="${path.replace("&", "&#38;")}"`);
      }
    }
    expect((await visit(site.host, "/", { method: "HEAD" })).status).toBe(401);

    const wrong = await visit(site.host, UNLOCK_PATH, {
      method: "POST",
      headers: FORM,
      body: form({ password: "nope", next: "/about" }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(await wrong.text()).toContain("That password is not right. Try again.");

    const right = await visit(site.host, UNLOCK_PATH, {
      method: "POST",
      headers: FORM,
      body: form({ password: "karoo-secret", next: "/about?x=1" }),
    });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/about?x=1");
    const setCookie = right.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      new RegExp(`^${ACCESS_COOKIE}=\\d+\\.[\\w-]+; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax$`),
    );
    expect(setCookie).not.toContain("Domain");

    const cookie = `theme=dark; ${cookiePair(setCookie)}`;
    for (const answer of [
      await visit(site.host, "/about", { headers: { cookie } }),
      await inProcess(app, site.host, "/about", { headers: { cookie } }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
      expect(await answer.text()).toContain("About");
    }
    // A forged or stale signature, or another site's cookie, lets nobody in.
    const forged = cookiePair(setCookie).replace(/\.[\w-]+$/, ".AAAA");
    expect((await visit(site.host, "/", { headers: { cookie: forged } })).status).toBe(401);
    const other = await protectedSite(app, "other-secret");
    expect((await visit(other.host, "/", { headers: { cookie } })).status).toBe(401);
  });

  it("shows the site's name, logo and main colour on its password page, and its name alone without details", async () => {
    const app = use();
    const site = await protectedSite(app);
    const plain = await (await visit(site.host, "/")).text();
    expect(plain).toContain("<title>Password required · Private Bakery</title>");
    expect(plain).toContain("Private Bakery is private for now.");
    expect(plain).not.toContain("<img");

    // Business details name the business, its colour and a logo from its library.
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#7c2d12" } })
      .png()
      .toBuffer();
    expect((await site.api.uploadMedia(site.site.id, "logo.png", logo)).status).toBe(201);
    const details = { name: "Karoo Bakery", colours: { primary: "#7c2d12" }, logo: "/media/logo.png" };
    await site.api.createFile(site.site.id, { full_path: "data/site.json", content: JSON.stringify(details) });
    await site.publish();
    for (const answer of [
      await visit(site.host, "/"),
      await visit(site.host, UNLOCK_PATH, { method: "POST", headers: FORM, body: form({ password: "x", next: "/" }) }),
    ]) {
      expect(answer.status).toBe(401);
      const html = await answer.text();
      expect(html).toContain("<title>Password required · Karoo Bakery</title>");
      expect(html).toContain('<p class="site"><img src="data:image/png;base64,');
      expect(html).toContain("--brand:#7c2d12");
      // The logo is carried in the page: the library itself asks for the password.
      expect(answer.headers.get("content-security-policy")).toContain("img-src data: https:");
    }
    expect((await visit(site.host, "/media/logo.png")).status).toBe(401);

    // A colour white text cannot be read on is left for the page's own.
    await site.save("data/site.json", JSON.stringify({ ...details, colours: { primary: "#fde68a" } }));
    await site.publish();
    expect(await (await visit(site.host, "/")).text()).toContain("--brand:#0f172a");
  });

  it("signs every visitor out with a new password, and opens to all when made public", async () => {
    const app = use();
    const site = await protectedSite(app);
    const unlock = await visit(site.host, UNLOCK_PATH, {
      method: "POST",
      headers: FORM,
      body: form({ password: "karoo-secret", next: "//evil.example/" }),
    });
    // Only a path on the same host is followed.
    expect(unlock.headers.get("location")).toBe("/");
    const cookie = cookiePair(unlock.headers.get("set-cookie"));
    expect((await visit(site.host, "/", { headers: { cookie } })).status).toBe(200);

    const visibility = `/api/sites/${site.site.id}/visibility`;
    // Keeping the password (none sent) keeps visitors in.
    expect((await site.api.call("PUT", visibility, { visibility: "password" })).status).toBe(200);
    expect((await visit(site.host, "/", { headers: { cookie } })).status).toBe(200);
    expect((await site.api.call("PUT", visibility, { visibility: "password", password: "new-secret" })).status).toBe(
      200,
    );
    expect((await visit(site.host, "/", { headers: { cookie } })).status).toBe(401);

    const made = await site.api.call<Site>("PUT", visibility, { visibility: "public" });
    expect(made.body.visibility).toBe("public");
    const open = await visit(site.host, "/");
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-cache");
  });

  it("limits wrong passwords per address, and refuses bad settings in words", async () => {
    const app = use();
    const site = await protectedSite(app);
    const attempt = (password: string, ip: string) =>
      inProcess(
        app,
        site.host,
        UNLOCK_PATH,
        { method: "POST", headers: FORM, body: form({ password, next: "/" }) },
        ip,
      );
    for (let i = 0; i < UNLOCK_MAX_TRIES; i++) expect((await attempt("wrong", "198.51.100.1")).status).toBe(401);
    const blocked = await attempt("karoo-secret", "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("900");
    expect(await blocked.text()).toContain("Too many wrong passwords. Try again in 15 minutes.");
    // Another address is not held back by the first one's tries.
    expect((await attempt("karoo-secret", "198.51.100.2")).status).toBe(303);

    const visibility = `/api/sites/${site.site.id}/visibility`;
    const short = await site.api.call<{ error: { message: string } }>("PUT", visibility, {
      visibility: "password",
      password: "abc",
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain("The password must be at least 6 characters");
    const other = await ownerWithSite(app, "Open Shop");
    const none = await other.api.call<{ error: { message: string } }>("PUT", `/api/sites/${other.site.id}/visibility`, {
      visibility: "password",
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("Choose a password to protect the site with");
  });
});
