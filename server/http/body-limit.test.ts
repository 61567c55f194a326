import { MEDIA_MAX_BYTES, mediaMessages } from "@common/media";
import { ARCHIVE_MAX_BODY_BYTES } from "@common/site-archive";
import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import { describeEachDb, type TestApp } from "../test/test-app";
import { MAX_AUTH_BODY_BYTES, MAX_BODY_BYTES } from "./body-limit";

const CHUNK_BYTES = 64 * 1024;

/**
 * A JSON POST (or `method`) to `path` whose body of `total` bytes is sent in chunks, with the given headers; `pulled`
 * says how much of it the server asked for.
 */
function streamedPost(app: TestApp, path: string, total: number, headers: Record<string, string>, method = "POST") {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request(new URL(path, app.env.appOrigin), {
    method,
    headers: { "content-type": "application/json", ...headers },
    body,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM types lack it.
    duplex: "half",
  });
  return { response: app.app.request(request), counter };
}

// Every kind of route the app mounts: Better Auth's, the JSON API, the build service, the SPA.
const ROUTES: [path: string, limit: number][] = [
  ["/api/auth/sign-in/email", MAX_AUTH_BODY_BYTES],
  ["/api/auth/sign-up/email", MAX_AUTH_BODY_BYTES],
  ["/api/auth/organization/accept-invitation", MAX_AUTH_BODY_BYTES],
  ["/api/organizations", MAX_BODY_BYTES],
  ["/api/sites/any/files", MAX_BODY_BYTES],
  ["/api/no-such-route", MAX_BODY_BYTES],
  ["/build/page", MAX_BODY_BYTES],
  ["/site/publish", MAX_BODY_BYTES],
  ["/signin", MAX_BODY_BYTES],
];

describeEachDb("request body limits", (use) => {
  it("refuses a streamed body past the route's limit with 413, having read no more than the limit", async () => {
    const app = use();
    for (const [path, limit] of ROUTES) {
      const sent = streamedPost(app, path, limit + 8 * CHUNK_BYTES, { "x-webcraft-client-ip": "10.250.0.1" });
      const response = await sent.response;
      expect(response.status, path).toBe(413);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.code, path).toBe("PAYLOAD_TOO_LARGE");
      expect(body.error.message, path).toMatch(/larger than the (64 KB|5 MB) this route accepts/);
      // The stream may run a chunk or two ahead of the reader, never further.
      expect(sent.counter.pulled, path).toBeLessThanOrEqual(limit + 2 * CHUNK_BYTES);
    }
  });

  it("refuses a declared Content-Length past the limit without reading the body", async () => {
    const app = use();
    for (const [path, limit] of ROUTES) {
      const sent = streamedPost(app, path, limit + 8 * CHUNK_BYTES, { "content-length": String(300 * 1024 * 1024) });
      const response = await sent.response;
      expect(response.status, path).toBe(413);
      expect(((await response.json()) as ErrorBody).error.code, path).toBe("PAYLOAD_TOO_LARGE");
      expect(sent.counter.pulled, path).toBeLessThanOrEqual(CHUNK_BYTES);
    }
  });

  it("applies a route's declared limit, in its feature's words, and shows it in the OpenAPI document", async () => {
    const app = use();
    // Replacing a media file declares the media library's 25 MB: 6 MB passes the app's 5 MB default.
    const replace = "/api/sites/any/media/any/content?name=big.jpg";
    const within = streamedPost(app, replace, 6 * 1024 * 1024, { "content-length": String(6 * 1024 * 1024) }, "PUT");
    expect((await within.response).status).toBe(401);
    const past = streamedPost(
      app,
      replace,
      MEDIA_MAX_BYTES + CHUNK_BYTES,
      {
        "content-length": String(MEDIA_MAX_BYTES + 1),
      },
      "PUT",
    );
    const refused = await past.response;
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(mediaMessages.tooLarge("big.jpg"));
    expect(past.counter.pulled).toBeLessThanOrEqual(CHUNK_BYTES);

    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { "x-body-limit"?: number }>>;
    };
    expect(document.paths["/api/sites/{siteId}/media/{mediaId}/content"]?.put?.["x-body-limit"]).toBe(MEDIA_MAX_BYTES);
    expect(document.paths["/api/sites/import"]?.post?.["x-body-limit"]).toBe(ARCHIVE_MAX_BODY_BYTES);
    expect(document.paths["/api/organizations"]?.post?.["x-body-limit"]).toBeUndefined();
  });

  it("still takes bodies within the limit, on Better Auth's routes too", async () => {
    const app = use();
    const user = await app.signUp();
    const signIn = await app.authRequest(
      "sign-in/email",
      { email: user.email, password: user.password },
      { ip: "10.250.0.2" },
    );
    expect(signIn.status).toBe(200);
    const organization = await app.request("/api/organizations", {
      method: "POST",
      json: { name: "Within Limits" },
      token: user.token,
    });
    expect(organization.status).toBe(201);
  });
});
