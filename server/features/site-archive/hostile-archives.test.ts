import type { Site } from "@common/schemas/sites";
import { expect, it } from "vitest";
import { signedUpOwner } from "../../test/api";
import { HOSTILE_ARCHIVES } from "../../test/hostile-archives";
import { describeEachDb } from "../../test/test-app";
import { blobCount, importZip } from "./archive-test-kit";

describeEachDb("hostile archives", (use) => {
  it(`refuses each of ${HOSTILE_ARCHIVES.length} hostile zips with a message naming why, leaving no site and no blob`, async () => {
    const { app, api, user } = await signedUpOwner(use());
    expect(HOSTILE_ARCHIVES.length).toBeGreaterThanOrEqual(20);
    const blobsBefore = await blobCount(app);
    const answers: string[] = [];
    for (const hostile of HOSTILE_ARCHIVES) {
      const { status, body } = await importZip(app, user, await hostile.zip(), `${hostile.name}.zip`);
      const message = String((body.error as { message?: string } | undefined)?.message);
      if (status !== hostile.status || !hostile.message.test(message)) {
        answers.push(`${hostile.name}: ${status} ${message}`);
      }
    }
    expect(answers).toEqual([]);
    const { body } = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(body.sites).toEqual([]);
    expect(await blobCount(app)).toBe(blobsBefore);
  });
});
