import { randomUUID } from "node:crypto";
import { MEDIA_ORGANIZATION_MAX_BYTES } from "@common/media";
import type { MediaFile, MediaList } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it } from "vitest";
import { nowIso } from "../../db/values";
import { describeEachBlobBackend } from "../../test/blob-backends";
import { ownerWithSite } from "../../test/publishing";
import { MEDIA_UPLOADS_AT_ONCE } from "./upload-slots";

type Refusal = { error: { code: string; message: string } };

const picture = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#c84" } })
    .jpeg()
    .toBuffer();

describeEachBlobBackend("the media library's limits", (use) => {
  it("answers 429 with Retry-After while the organization's uploads at once are all taken", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Busy Bakery");
    const db = app.deps.db.kysely;
    const slots = Array.from({ length: MEDIA_UPLOADS_AT_ONCE }, () => ({
      id: randomUUID(),
      organization_id: owner.site.organization_id,
      started_at: nowIso(),
    }));
    await db.insertInto("media_upload_slots").values(slots).execute();
    const busy = await owner.api.uploadMedia<Refusal>(owner.site.id, "bread.jpg", await picture());
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(busy.body.error.message).toBe(
      `This organization already has ${MEDIA_UPLOADS_AT_ONCE} uploads being processed. Try again in a few seconds.`,
    );
    // Another organization is not held up, and a slot left by a process that died stops counting.
    const other = await ownerWithSite(app, "Quiet Bakery");
    expect((await other.api.uploadMedia(other.site.id, "bread.jpg", await picture())).status).toBe(201);
    const longAgo = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    await db.updateTable("media_upload_slots").set({ started_at: longAgo }).execute();
    expect((await owner.api.uploadMedia(owner.site.id, "bread.jpg", await picture())).status).toBe(201);
    const left = await db.selectFrom("media_upload_slots").select("id").execute();
    expect(left).toEqual([]);
  });

  it("refuses an upload or a replace past the organization's total, counting kept versions", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Full Bakery");
    const first = (await owner.api.uploadMedia<MediaFile>(owner.site.id, "first.jpg", await picture())).body;
    // The rest of the total, taken by a file of another site of the organization (no bytes needed to count).
    const second = await owner.api.createSite("Second");
    await app.deps.db.kysely
      .insertInto("media_files")
      .values({
        id: randomUUID(),
        organization_id: owner.site.organization_id,
        site_id: second.id,
        path: "archive.mp4",
        blob_key: "not-a-blob",
        mime: "video/mp4",
        size_bytes: MEDIA_ORGANIZATION_MAX_BYTES - first.size - 10,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const list = await owner.api.call<MediaList>("GET", `/api/sites/${owner.site.id}/media`);
    expect(list.body.usage).toEqual({
      used_bytes: MEDIA_ORGANIZATION_MAX_BYTES - 10,
      limit_bytes: MEDIA_ORGANIZATION_MAX_BYTES,
    });

    const refused = await owner.api.uploadMedia<Refusal>(owner.site.id, "more.jpg", await picture());
    expect(refused.status).toBe(413);
    expect(refused.body.error.message).toBe(
      "more.jpg does not fit: this organization's media already take 1024 MB of 1024 MB. Delete files or old versions you no longer need.",
    );
    // A replace keeps the old bytes as a version: it needs room for the new ones too.
    const replace = await owner.api.replaceMedia<Refusal>(owner.site.id, first.id, await picture());
    expect(replace.status).toBe(413);
  });
});
