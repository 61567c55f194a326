import { connect } from "node:net";
import type { MediaFile, MediaList } from "@common/schemas/media";
import sharp from "sharp";
import { expect, it, vi } from "vitest";
import { describeServed } from "../../site/host/served";
import { ownerWithSite } from "../../test/publishing";

/** The keys of every blob the app's store holds. */
async function blobKeys(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
}

describeServed("an upload cancelled mid-body", (use, served) => {
  it("stores nothing, logs no error, and the app answers the next request", async () => {
    const app = use();
    const owner = await ownerWithSite(app, "Cancel Bakery");
    const before = await blobKeys(app.deps.blobs.keys());
    const info = vi.spyOn(console, "info");
    try {
      // A browser sending a 5 MB file, cut off after the first megabyte, as when the person cancels.
      const socket = connect(served().port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.on("error", () => undefined);
      socket.write(
        [
          `POST /api/sites/${owner.site.id}/media?name=big.jpg HTTP/1.1`,
          `Host: ${new URL(app.env.appOrigin).host}`,
          `Authorization: Bearer ${owner.user.token}`,
          `Origin: ${app.env.appOrigin}`,
          "Content-Type: application/octet-stream",
          "Content-Length: 5000000",
          "",
          "",
        ].join("\r\n"),
      );
      socket.write(Buffer.alloc(1_000_000, 7));
      await vi.waitFor(() => expect(socket.bytesWritten).toBeGreaterThan(1_000_000));
      socket.destroy();
      // The server notices and says so, quietly (setup.ts fails the test on any console.error).
      await vi.waitFor(() =>
        expect(info.mock.calls.flat().join("\n")).toContain(
          `POST /api/sites/${owner.site.id}/media: the client left before sending its whole body`,
        ),
      );
    } finally {
      info.mockRestore();
    }

    const list = await owner.api.call<MediaList>("GET", `/api/sites/${owner.site.id}/media`);
    expect(list.status).toBe(200);
    expect(list.body.media).toEqual([]);
    expect(await blobKeys(app.deps.blobs.keys())).toEqual(before);
    expect(await app.deps.db.kysely.selectFrom("media_upload_slots").selectAll().execute()).toEqual([]);

    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();
    const upload = await owner.api.uploadMedia<MediaFile>(owner.site.id, "big.jpg", photo);
    expect(upload.status).toBe(201);
    expect(upload.body.path).toBe("big.jpg");
  });
});
