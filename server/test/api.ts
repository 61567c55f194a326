import type { Role } from "@common/permissions";
import type { SiteFile } from "@common/schemas/files";
import type { Site } from "@common/schemas/sites";
import type { TestApp, TestUser } from "./test-app";

/** Small typed helpers over the API for tests: each answers the parsed body and the status. */
export function apiAs(app: TestApp, user: TestUser) {
  async function call<T>(method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const response = await app.request(path, { method, json, token: user.token });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  async function sendBytes<T>(method: string, path: string, bytes: Uint8Array) {
    const response = await app.request(path, {
      method,
      body: bytes as Uint8Array<ArrayBuffer>,
      headers: { "content-type": "application/octet-stream" },
      token: user.token,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }
  return {
    call,
    /** `bytes` as a request's whole body (an upload the route reads as it is). */
    sendBytes,
    /** Uploads `bytes` to the site's media library as the library's page does: the file is the body. */
    async uploadMedia<T>(siteId: string, name: string, bytes: Uint8Array, folder?: string) {
      const query = new URLSearchParams({ name, ...(folder ? { folder } : {}) });
      return sendBytes<T>("POST", `/api/sites/${siteId}/media?${query}`, bytes);
    },
    /** Sends new bytes for a media file, as the library's Replace does. */
    async replaceMedia<T>(siteId: string, mediaId: string, bytes: Uint8Array, name?: string) {
      const query = name ? `?${new URLSearchParams({ name })}` : "";
      return sendBytes<T>("PUT", `/api/sites/${siteId}/media/${mediaId}/content${query}`, bytes);
    },
    async createSite(name?: string) {
      const { status, body } = await call<Site>("POST", "/api/sites", name === undefined ? {} : { name });
      if (status !== 201) throw new Error(`create site: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    async files(siteId: string, query = "") {
      const { body } = await call<{ files: SiteFile[] }>("GET", `/api/sites/${siteId}/files${query}`);
      return body.files;
    },
    async createFile(siteId: string, input: { full_path: string; is_directory?: boolean; content?: string }) {
      const { status, body } = await call<SiteFile>("POST", `/api/sites/${siteId}/files`, input);
      if (status !== 201) throw new Error(`create file: ${status} ${JSON.stringify(body)}`);
      return body;
    },
  };
}

/** A signed-up user who owns a new organization, and the API as that user. */
export async function signedUpOwner(app: TestApp) {
  const user = await app.signUp();
  const organization = await app.createOrganization(user);
  return { app, user, organization, api: apiAs(app, user) };
}

export type ErrorBody = { error: { code: string; message: string; details?: Record<string, unknown> } };

/**
 * Invites a new account into `organizationId` with `role`, accepts through the mailed link, and makes
 * that organization the account's active one: a member as the team screen makes them.
 */
export async function addMember(app: TestApp, owner: TestUser, organizationId: string, role: Role): Promise<TestUser> {
  const user = await app.signUp();
  const expectOk = async (what: string, response: Response) => {
    if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  };
  await expectOk(
    "invite",
    await app.authRequest(
      "organization/invite-member",
      { email: user.email, role, organizationId },
      { token: owner.token },
    ),
  );
  const invitationToken = new URL(await app.lastMailLink(user.email)).pathname.slice("/accept-invite/".length);
  await expectOk(
    "accept",
    await app.authRequest("organization/accept-invitation", { invitationId: invitationToken }, { token: user.token }),
  );
  await expectOk(
    "set active",
    await app.authRequest("organization/set-active", { organizationId }, { token: user.token }),
  );
  return user;
}
