import type { PublishResult } from "@common/schemas/build";
import type { SiteFile } from "@common/schemas/files";
import { signedUpOwner } from "./api";
import type { TestApp } from "./test-app";

/** A signed-up owner with an organization and a starter site, plus helpers for builds and the site host. */
export async function ownerWithSite(app: TestApp, name = "Bakery") {
  const owner = await signedUpOwner(app);
  const { api } = owner;
  const site = await api.createSite(name);

  async function publish() {
    const { status, body } = await api.call<PublishResult>("POST", "/site/publish", { site_id: site.id });
    if (status !== 200) throw new Error(`publish: ${status} ${JSON.stringify(body)}`);
    return body;
  }

  async function fileByPath(path: string): Promise<SiteFile> {
    const file = (await api.files(site.id)).find((f) => f.full_path === path);
    if (!file) throw new Error(`no file ${path}`);
    return file;
  }

  async function save(path: string, content: string) {
    const file = await fileByPath(path);
    const { status } = await api.call("PUT", `/api/sites/${site.id}/files/${file.id}/content`, { content });
    if (status !== 200) throw new Error(`save ${path}: ${status}`);
  }

  return { ...owner, site, publish, fileByPath, save };
}

/** A request to a site host, as a visitor's browser would send it. */
export function visit(app: TestApp, slug: string, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", `${slug}.${app.env.siteDomain}`);
  return app.app.request(`http://${slug}.${app.env.siteDomain}${path}`, { ...init, headers });
}

/** A GET of a URL on the preview origin. */
export function openPreview(app: TestApp, url: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", new URL(url).host);
  return app.app.request(url, { ...init, headers });
}
