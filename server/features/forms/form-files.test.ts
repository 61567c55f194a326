import { randomBytes } from "node:crypto";
import { escapeHtml } from "@common/escape-html";
import { FORM_FILE_MAX_BYTES, FORM_MAX_FILES, formMessages } from "@common/forms";
import { mediaMessages } from "@common/media";
import type { Submission } from "@common/schemas/forms";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { describeEachBlobBackend } from "../../test/blob-backends";
import { postForm } from "../../test/forms";
import { ownerWithSite } from "../../test/publishing";
import type { TestApp } from "../../test/test-app";

type Owner = Awaited<ReturnType<typeof ownerWithSite>>;

/** A small PDF whose bytes no other test has (file-type knows a PDF by its `%PDF-` signature). */
function pdf(size = 600): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n", "latin1");
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

/** A PNG of a colour of its own. */
function png(): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return sharp({ create: { width: 4, height: 3, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

function withFiles(fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer }[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
}

describeEachBlobBackend("files attached to forms", (use) => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await ownerWithSite(use(), "Upload Bakery");
    await owner.publish();
  });

  async function newest(): Promise<Submission> {
    const { body } = await owner.api.call<{ submissions: Submission[] }>(
      "GET",
      `/api/sites/${owner.site.id}/submissions?limit=1`,
    );
    return body.submissions[0] as Submission;
  }

  async function keysOf(app: TestApp, submissionId: string): Promise<string[]> {
    const rows = await app.deps.db.kysely
      .selectFrom("form_files")
      .select("blob_key")
      .where("submission_id", "=", submissionId)
      .execute();
    return rows.map((row) => row.blob_key);
  }

  it("stores files in the blob store, named by their content, and gives them to members only as downloads", async () => {
    const app = use();
    const picture = await png();
    const document = pdf();
    const body = withFiles({ name: "Ada", _t: "" }, [
      { field: "photo", name: "C:\\Users\\ada\\holiday.jpg", bytes: picture },
      { field: "cv", name: "my cv.pdf", bytes: document },
    ]);
    expect((await postForm(app, owner.site.slug, "apply", body, { json: true })).status).toBe(201);
    const submission = await newest();
    expect(submission.fields).toEqual([{ name: "name", value: "Ada" }]);
    expect(submission.files.map(({ field, name, mime, size }) => ({ field, name, mime, size }))).toEqual([
      { field: "photo", name: "holiday.png", mime: "image/png", size: picture.length },
      { field: "cv", name: "my-cv.pdf", mime: "application/pdf", size: document.length },
    ]);
    for (const key of await keysOf(app, submission.id)) expect(await app.deps.blobs.has(key)).toBe(true);

    const [photo, cv] = submission.files;
    expect(photo?.url).toBe(`/api/sites/${owner.site.id}/submissions/${submission.id}/files/${photo?.id}`);
    const download = await app.request(cv?.url ?? "", { token: owner.user.token });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="my-cv.pdf"; filename*=UTF-8''my-cv.pdf`,
    );
    expect(download.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(document);

    // A browser sends an empty file input as a part with an empty file name and no bytes: nothing was chosen.
    const boundary = "----browser-boundary";
    const empty = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBea\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename=""\r\n`,
      `Content-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`,
    ].join("");
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    expect((await postForm(app, owner.site.slug, "apply", empty, { json: true, headers })).status).toBe(201);
    expect(await newest()).toMatchObject({ fields: [{ name: "name", value: "Bea" }], files: [] });

    // Another organization, another submission's file id, or no session: not there.
    const stranger = await signedUpOwner(app);
    expect((await stranger.api.call("GET", cv?.url ?? "")).status).toBe(404);
    const crossed = `/api/sites/${owner.site.id}/submissions/${submission.id}/files/no-such-file`;
    expect((await owner.api.call<ErrorBody>("GET", crossed)).body.error.message).toBe(formMessages.fileNotFound);
    expect((await app.request(cv?.url ?? "")).status).toBe(401);
  });

  it("refuses files by type and size in the media library's words, and stores nothing", async () => {
    const app = use();
    const before = (await newest()).id;
    const exe = Buffer.concat([Buffer.from("MZ"), randomBytes(300)]);
    const cases: [Buffer, string, number, string][] = [
      [exe, "report.exe", 415, mediaMessages.unsupported("report.exe")],
      [exe, "holiday.jpg", 415, mediaMessages.unsupported("holiday.jpg")],
      [Buffer.from("<html><script>alert(1)</script></html>"), "page.html", 415, mediaMessages.unsupported("page.html")],
      [pdf(FORM_FILE_MAX_BYTES + 1), "big.pdf", 413, formMessages.fileTooLarge("big.pdf")],
      [Buffer.alloc(0), "empty.pdf", 400, mediaMessages.empty("empty.pdf")],
    ];
    for (const [bytes, name, status, message] of cases) {
      const json = await postForm(app, owner.site.slug, "apply", withFiles({}, [{ field: "cv", name, bytes }]), {
        json: true,
      });
      expect(json.status, name).toBe(status);
      expect(((await json.json()) as ErrorBody).error.message).toBe(message);
      const page = await postForm(app, owner.site.slug, "apply", withFiles({}, [{ field: "cv", name, bytes }]), {
        referer: "/apply",
      });
      expect(page.status, name).toBe(status);
      expect(await page.text()).toContain(escapeHtml(message));
    }
    const many = Array.from({ length: FORM_MAX_FILES + 1 }, (_, n) => ({ field: "f", name: `${n}.pdf`, bytes: pdf() }));
    const tooMany = await postForm(app, owner.site.slug, "apply", withFiles({}, many), { json: true });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as ErrorBody).error.message).toBe(formMessages.tooManyFiles);
    expect((await newest()).id).toBe(before);
  });

  it("frees a file's blob when its submission is deleted, unless the media library holds the same bytes", async () => {
    const app = use();
    const shared = await png();
    const upload = await owner.api.uploadMedia(owner.site.id, "shared.png", shared);
    expect(upload.status).toBe(201);
    const own = pdf();
    const body = withFiles({}, [
      { field: "own", name: "own.pdf", bytes: own },
      { field: "shared", name: "shared.png", bytes: shared },
    ]);
    expect((await postForm(app, owner.site.slug, "apply", body, { json: true })).status).toBe(201);
    const submission = await newest();
    const [ownKey, sharedKey] = await keysOf(app, submission.id);
    const media = await app.deps.db.kysely
      .selectFrom("media_files")
      .select("blob_key")
      .where("site_id", "=", owner.site.id)
      .where("path", "=", "shared.png")
      .executeTakeFirstOrThrow();
    // The media library re-encodes pictures, so only the same stored bytes would share a blob.
    const mediaHoldsIt = media.blob_key === sharedKey;

    expect((await owner.api.call("DELETE", `/api/sites/${owner.site.id}/submissions/${submission.id}`)).status).toBe(
      204,
    );
    expect(await app.deps.blobs.has(ownKey ?? "")).toBe(false);
    expect(await app.deps.blobs.has(sharedKey ?? "")).toBe(mediaHoldsIt);
    expect(await app.deps.blobs.has(media.blob_key)).toBe(true);
    expect((await owner.api.call("GET", `/api/sites/${owner.site.id}/submissions/${submission.id}`)).status).toBe(404);
  });

  it("keeps a blob two submissions share until the last of them goes, by bulk delete too", async () => {
    const app = use();
    const bytes = pdf();
    for (const n of [1, 2]) {
      const body = withFiles({ n: String(n) }, [{ field: "cv", name: "cv.pdf", bytes }]);
      expect((await postForm(app, owner.site.slug, "apply", body, { json: true })).status).toBe(201);
    }
    const { body } = await owner.api.call<{ submissions: Submission[] }>(
      "GET",
      `/api/sites/${owner.site.id}/submissions?limit=2`,
    );
    const [second, first] = body.submissions;
    const [key] = await keysOf(app, first?.id ?? "");
    expect(await keysOf(app, second?.id ?? "")).toEqual([key]);
    await owner.api.call("DELETE", `/api/sites/${owner.site.id}/submissions/${first?.id}`);
    expect(await app.deps.blobs.has(key ?? "")).toBe(true);
    const bulk = await owner.api.call<{ updated: number }>("POST", `/api/sites/${owner.site.id}/submissions/bulk`, {
      ids: [second?.id],
      action: "delete",
    });
    expect(bulk.body.updated).toBe(1);
    expect(await app.deps.blobs.has(key ?? "")).toBe(false);
  });

  it("frees the blobs of a site's submissions when the site is deleted", async () => {
    const app = use();
    const other = await ownerWithSite(app, "Short-lived Bakery");
    await other.publish();
    const body = withFiles({}, [{ field: "cv", name: "cv.pdf", bytes: pdf() }]);
    expect((await postForm(app, other.site.slug, "apply", body, { json: true })).status).toBe(201);
    const row = await app.deps.db.kysely
      .selectFrom("form_files")
      .select("blob_key")
      .where("site_id", "=", other.site.id)
      .executeTakeFirstOrThrow();
    expect(await app.deps.blobs.has(row.blob_key)).toBe(true);
    expect((await other.api.call("DELETE", `/api/sites/${other.site.id}`)).status).toBe(204);
    expect(await app.deps.blobs.has(row.blob_key)).toBe(false);
    const left = await app.deps.db.kysely
      .selectFrom("form_submissions")
      .select("id")
      .where("site_id", "=", other.site.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("frees them when the organization is deleted", async () => {
    const app = use();
    const other = await ownerWithSite(app, "Closing Bakery");
    await other.publish();
    const body = withFiles({}, [{ field: "cv", name: "cv.pdf", bytes: pdf() }]);
    expect((await postForm(app, other.site.slug, "apply", body, { json: true })).status).toBe(201);
    const row = await app.deps.db.kysely
      .selectFrom("form_files")
      .select("blob_key")
      .where("site_id", "=", other.site.id)
      .executeTakeFirstOrThrow();
    const deleted = await other.api.call("DELETE", "/api/organization", { confirm_name: other.organization.name });
    expect(deleted.status).toBe(204);
    expect(await app.deps.blobs.has(row.blob_key)).toBe(false);
  });
});
