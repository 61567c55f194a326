import type { Site } from "@common/schemas/sites";
import { DEFAULT_STORAGE_LIMITS } from "@common/storage-limits";
import { expect, it } from "vitest";
import { type ErrorBody, signedUpOwner } from "../../test/api";
import { addFillerSites } from "../../test/filler-sites";
import { describeEachDb } from "../../test/test-app";

const LIMIT = DEFAULT_STORAGE_LIMITS.sitesPerOrganization;

describeEachDb("sites per organization", (use) => {
  const owner = () => signedUpOwner(use());

  const addSites = addFillerSites;

  it(`refuses site number ${LIMIT + 1} with 403 and the limit, and allows one again after a delete`, async () => {
    const { app, api, user, organization } = await owner();
    await addSites(app, organization.id, user.id, LIMIT - 1);
    const last = await api.createSite("Last One");
    const refused = await api.call<ErrorBody>("POST", "/api/sites", { name: "One Too Many" });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "FORBIDDEN",
      message: `This organization already has ${LIMIT} sites, the most it may have. Delete a site you no longer need to create another.`,
    });
    const { body } = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(body.sites.length).toBe(LIMIT);
    expect(body.sites.map((site) => site.name)).not.toContain("One Too Many");

    // The limit is the organization's, not the user's.
    const other = await owner();
    expect((await other.api.call("POST", "/api/sites", {})).status).toBe(201);

    expect((await api.call("DELETE", `/api/sites/${last.id}`)).status).toBe(204);
    expect((await api.call("POST", "/api/sites", { name: "Room Again" })).status).toBe(201);
  }, 60_000);

  it("lets only one of several sites created at once take the last place", async () => {
    const { app, api, user, organization } = await owner();
    await addSites(app, organization.id, user.id, LIMIT - 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => api.call<ErrorBody>("POST", "/api/sites", { name: `Racer ${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403]);
    const { body } = await api.call<{ sites: Site[] }>("GET", "/api/sites");
    expect(body.sites.length).toBe(LIMIT);
  }, 60_000);
});
