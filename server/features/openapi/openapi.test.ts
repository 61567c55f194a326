import type { ApiRoute } from "@common/api/route";
import { POLICY } from "@common/permissions";
import { Validator } from "@seriousme/openapi-schema-validator";
import { expect, it } from "vitest";
import { ALL_API_ROUTES, SITE_HOST_ROUTES } from "../../test/all-routes";
import { describeEachDb } from "../../test/test-app";

type Operation = { summary?: string; "x-permission"?: string; responses?: object; servers?: { url: string }[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const declared: ApiRoute[] = [...ALL_API_ROUTES, ...SITE_HOST_ROUTES];

/** Routes the app answers that are not ours to declare: Better Auth's, the SPA and the catch-alls. */
function isDeclarable(path: string): boolean {
  if (path.startsWith("/api/auth")) return false;
  if (path === "/api/*") return false;
  return path.startsWith("/api/") || path.startsWith("/build/") || path.startsWith("/site/");
}

describeEachDb("the OpenAPI document", (use) => {
  async function document(): Promise<Document> {
    const response = await use().request("/api/openapi.json");
    expect(response.status).toBe(200);
    return (await response.json()) as Document;
  }

  it("lists every route the app has mounted, with its method", async () => {
    const { paths } = await document();
    const mounted = use()
      .app.routes.filter((route) => route.method !== "ALL" && isDeclarable(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replaceAll(/:([^/]+)/g, "{$1}")}`);
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => !operation.servers)
        .map(([method]) => `${method} ${path}`),
    );
    expect(mounted.length).toBeGreaterThanOrEqual(20);
    expect([...new Set(mounted)].sort()).toEqual([...new Set(documented)].sort());
  });

  it("implements every declaration in common/api, each with a summary and a known permission", async () => {
    const { paths } = await document();
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const route of declared) {
      const operation = paths[route.path]?.[route.method];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.summary).toBeTruthy();
      expect(operation?.["x-permission"]).toBe(route["x-permission"]);
      expect(Object.keys(POLICY)).toContain(operation?.["x-permission"]);
    }
  });

  it("declares what published sites' hosts answer, on the site-host server and open to any visitor", async () => {
    const { paths } = await document();
    expect(SITE_HOST_ROUTES.length).toBeGreaterThanOrEqual(7);
    for (const route of SITE_HOST_ROUTES) {
      const operation = paths[route.path]?.[route.method];
      expect(operation?.servers?.[0]?.url, `${route.method} ${route.path}`).toBe("{scheme}://{slug}.{siteDomain}");
      expect(operation?.["x-permission"]).toBe("visitor");
    }
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const body = await document();
    expect(body.openapi).toBe("3.1.0");
    const result = await new Validator().validate(body as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("answers a request that breaks a declared schema with the first problem in words, not a 5xx", async () => {
    const app = use();
    const user = await app.signUp();
    await app.createOrganization(user);
    const site = (await (await app.request("/api/sites", { method: "POST", json: {}, token: user.token })).json()) as {
      id: string;
    };
    const badSlug = await app.request(`/api/sites/${site.id}`, {
      method: "PATCH",
      json: { slug: "No Spaces!" },
      token: user.token,
    });
    expect(badSlug.status).toBe(400);
    const body = (await badSlug.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.message).toMatch(/^The web address may contain only lowercase letters/);

    const notJson = await app.request(`/api/sites/${site.id}/files`, {
      method: "POST",
      body: "full_path=a.txt",
      headers: { "content-type": "text/plain" },
      token: user.token,
    });
    expect(notJson.status).toBe(415);
    expect(((await notJson.json()) as { error: { message: string } }).error.message).toBe("Unsupported Media Type");

    const strangers = await app.request(`/api/sites/${site.id}/files`);
    expect(strangers.status).toBe(401);
  });
});
