// The editor across processes: a save names the version it was based on, and the check is made in the
// database, so a stale save is refused whichever process takes it, and writers spread over all of them
// still leave one unbroken line of versions.
import type { FileVersion, SiteFile } from "@common/schemas/files";
import { expect, it } from "vitest";
import type { ErrorBody } from "../test/api";
import type { Cluster } from "../test/cluster";
import { clusterApi } from "./cluster-api";

const WRITERS_PER_PROCESS = 8;
const SAVES_PER_WRITER = 6;

type Conflict = ErrorBody & { error: { details: { current_version: { id: string } } } };

export function editorTests(use: () => Cluster) {
  it("creates a site and a file on one process, and refuses a stale save on every other with 409", async () => {
    const { api } = await clusterApi(use()).owner();
    const site = await api.createSite("Editor");
    const created = await api.call<SiteFile>("POST", `/api/sites/${site.id}/files`, {
      full_path: "notes.txt",
      content: "first",
    });
    expect(created.status).toBe(201);
    const path = `/api/sites/${site.id}/files/${created.body.id}/content`;
    const v1 = created.body.current_version_id;

    // The file is there for the second process; its save moves the file on.
    const listed = await api.call<{ files: SiteFile[] }>("GET", `/api/sites/${site.id}/files`, undefined, 1);
    expect(listed.body.files.map((file) => file.full_path)).toContain("notes.txt");
    const saved = await api.call<SiteFile>("PUT", path, { content: "second", base_version_id: v1 }, 1);
    expect(saved.status).toBe(200);
    const v2 = saved.body.current_version_id;
    expect(v2).not.toBe(v1);

    // A save still based on the first version conflicts on the third and on the first process alike.
    for (const target of [2, 0]) {
      const stale = await api.call<Conflict>("PUT", path, { content: "stale", base_version_id: v1 }, target);
      expect(stale.status, `process ${target}`).toBe(409);
      expect(stale.body.error.details.current_version.id).toBe(v2);
    }
    const fresh = await api.call<SiteFile>("PUT", path, { content: "third", base_version_id: v2 }, 2);
    expect(fresh.status).toBe(200);
    const versions = await api.call<{ versions: FileVersion[] }>(
      "GET",
      `/api/sites/${site.id}/files/${created.body.id}/versions`,
      undefined,
      0,
    );
    expect(versions.body.versions.map((version) => version.content)).toEqual(["third", "second", "first"]);
  });

  it(`keeps versions contiguous under 3 × ${WRITERS_PER_PROCESS} concurrent writers, no accepted save lost`, async () => {
    const cluster = use();
    const { api } = await clusterApi(cluster).owner();
    const site = await api.createSite("Race");
    const created = await api.call<SiteFile>("POST", `/api/sites/${site.id}/files`, {
      full_path: "counter.txt",
      content: "start",
    });
    const path = `/api/sites/${site.id}/files/${created.body.id}/content`;
    const accepted: { content: string; versionId: string }[] = [];
    let conflicts = 0;

    async function writer(target: number, w: number) {
      let base = created.body.current_version_id ?? "";
      for (let i = 0; i < SAVES_PER_WRITER; i++) {
        const content = `process ${target} writer ${w} save ${i}`;
        const answer = await api.call<SiteFile & Conflict>("PUT", path, { content, base_version_id: base }, target);
        if (answer.status === 200) {
          base = answer.body.current_version_id ?? "";
          accepted.push({ content, versionId: base });
        } else {
          expect(answer.status).toBe(409);
          conflicts++;
          base = answer.body.error.details.current_version.id;
        }
      }
    }
    const writers = cluster.processes.flatMap((_, target) =>
      Array.from({ length: WRITERS_PER_PROCESS }, (_, w) => writer(target, w)),
    );
    await Promise.all(writers);

    const total = cluster.processes.length * WRITERS_PER_PROCESS * SAVES_PER_WRITER;
    expect(accepted.length + conflicts).toBe(total);
    expect(accepted.length).toBeGreaterThan(0);
    expect(conflicts).toBeGreaterThan(0);
    const { body } = await api.call<{ versions: FileVersion[] }>(
      "GET",
      `/api/sites/${site.id}/files/${created.body.id}/versions`,
    );
    const numbers = body.versions.map((version) => version.version_number).reverse();
    expect(numbers).toEqual(Array.from({ length: accepted.length + 1 }, (_, i) => i + 1));
    const stored = new Map(body.versions.map((version) => [version.id, version.content]));
    for (const edit of accepted) expect(stored.get(edit.versionId)).toBe(edit.content);
    console.info(`[scale-out] ${total} saves on 3 processes: ${accepted.length} accepted, ${conflicts} conflicts`);
  }, 120_000);
}
