import type { FileVersion, SiteFile } from "@common/schemas/files";
import { expect, it } from "vitest";
import type { ErrorBody } from "../../test/api";
import { ownerWithSite } from "../../test/publishing";
import { describeEachDb } from "../../test/test-app";

const WRITERS = 8;
const SAVES_PER_WRITER = 100;

describeEachDb("concurrent saves", (use) => {
  it(`keeps ${WRITERS} writers × ${SAVES_PER_WRITER} saves contiguous with no accepted edit lost`, async () => {
    const { api, site } = await ownerWithSite(use(), "Race");
    const file = await api.createFile(site.id, { full_path: "counter.txt", content: "start" });
    const path = `/api/sites/${site.id}/files/${file.id}/content`;

    const accepted: { content: string; versionId: string }[] = [];
    let conflicts = 0;
    async function writer(w: number) {
      let base = file.current_version_id ?? "";
      for (let i = 0; i < SAVES_PER_WRITER; i++) {
        const content = `writer ${w} save ${i}`;
        const { status, body } = await api.call<SiteFile & ErrorBody>("PUT", path, { content, base_version_id: base });
        if (status === 200) {
          accepted.push({ content, versionId: body.current_version_id ?? "" });
          base = body.current_version_id ?? "";
        } else {
          expect(status).toBe(409);
          conflicts++;
          base = (body.error.details as { current_version: { id: string } }).current_version.id;
        }
      }
    }
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    expect(accepted.length + conflicts).toBe(WRITERS * SAVES_PER_WRITER);
    expect(accepted.length).toBeGreaterThan(0);
    const { body } = await api.call<{ versions: FileVersion[] }>(
      "GET",
      `/api/sites/${site.id}/files/${file.id}/versions`,
    );
    const numbers = body.versions.map((v) => v.version_number).reverse();
    expect(numbers).toEqual(Array.from({ length: accepted.length + 1 }, (_, i) => i + 1));
    const stored = new Map(body.versions.map((v) => [v.id, v.content]));
    for (const edit of accepted) expect(stored.get(edit.versionId)).toBe(edit.content);
  }, 120_000);
});
