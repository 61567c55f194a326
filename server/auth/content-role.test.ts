import { forbiddenMessage } from "@common/permissions";
import type { Submission } from "@common/schemas/forms";
import type { OrganizationSummary } from "@common/schemas/organizations";
import { expect, it } from "vitest";
import { addMember, apiAs, type ErrorBody } from "../test/api";
import { postForm } from "../test/forms";
import { postsApi } from "../test/posts";
import { ownerWithSite } from "../test/publishing";
import { describeEachDb, type TestApp } from "../test/test-app";

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** An agency's published site with a client in its organization as a content editor, and a viewer. */
async function agencyWithClient(app: TestApp) {
  const agency = await ownerWithSite(app, "Client Bakery");
  await agency.publish();
  const client = await addMember(app, agency.user, agency.organization.id, "content");
  const viewer = await addMember(app, agency.user, agency.organization.id, "viewer");
  return { agency, client: apiAs(app, client), clientUser: client, viewer: apiAs(app, viewer) };
}

describeEachDb("the content role", (use) => {
  it("edits photos, blog posts and the form inbox, but not code or the site's settings", async () => {
    const app = use();
    const { agency, client, clientUser } = await agencyWithClient(app);
    const siteId = agency.site.id;

    const styles = await agency.fileByPath("styles.css");
    const save = await client.call<ErrorBody>("PUT", `/api/sites/${siteId}/files/${styles.id}/content`, {
      content: "body { color: red }",
    });
    expect(save).toMatchObject({ status: 403, body: { error: { message: "Your role (content) cannot edit files" } } });
    const rename = await client.call<ErrorBody>("PATCH", `/api/sites/${siteId}`, { name: "Mine" });
    expect(rename.body.error.message).toBe("Your role (content) cannot change site settings");

    expect((await client.uploadMedia(siteId, "shopfront.png", PIXEL)).status).toBe(201);

    const posts = postsApi(app, clientUser, siteId);
    const post = await posts.create({ title: "New loaves this week" });
    expect(post.author_id).toBe(clientUser.id);
    expect((await posts.publish(post.id)).body.status).toBe("published");

    const visitor = new URLSearchParams({ message: "Do you bake rye?", _t: String(Date.now() - 10_000) });
    expect((await postForm(app, agency.site.slug, "contact", visitor, { json: true })).status).toBe(201);
    const inbox = await client.call<{ submissions: Submission[] }>("GET", `/api/sites/${siteId}/submissions`);
    const submission = inbox.body.submissions[0];
    const read = await client.call<Submission>("PATCH", `/api/sites/${siteId}/submissions/${submission?.id}`, {
      read: true,
    });
    expect(read).toMatchObject({ status: 200, body: { read: true } });
  }, 60_000);

  it("publishes only while the organization lets clients publish, which only admins and owners change", async () => {
    const app = use();
    const { agency, client, viewer } = await agencyWithClient(app);
    const publish = { site_id: agency.site.id };
    const refusal = forbiddenMessage("content", "site:publish");
    expect(refusal).toBe(
      "Your role (content) cannot publish sites or roll them back: an admin or owner can allow it in the organization's settings",
    );

    const before = await client.call<ErrorBody>("POST", "/site/publish", publish);
    expect(before).toMatchObject({ status: 403, body: { error: { message: refusal } } });
    const selfServe = await client.call<ErrorBody>("PATCH", "/api/organization", { clients_may_publish: true });
    expect(selfServe.body.error.message).toBe("Your role (content) cannot change the organization's settings");
    // Better Auth's own endpoint renames but leaves the setting alone, even for the owner.
    const renamed = await app.authRequest(
      "organization/update",
      { organizationId: agency.organization.id, data: { name: "Client Bakery Agency", clientsMayPublish: true } },
      { token: agency.user.token },
    );
    expect(renamed.status).toBe(200);
    expect((await client.call("POST", "/site/publish", publish)).status).toBe(403);

    const on = await agency.api.call<OrganizationSummary>("PATCH", "/api/organization", { clients_may_publish: true });
    expect(on).toMatchObject({ status: 200, body: { clients_may_publish: true, name: "Client Bakery Agency" } });
    const listed = await app.request("/api/auth/organization/list", { token: agency.user.token });
    expect(await listed.json()).toMatchObject([{ id: agency.organization.id, clientsMayPublish: true }]);

    const published = await client.call<{ deployment_id: string }>("POST", "/site/publish", publish);
    expect(published.status).toBe(200);
    const deployments = await client.call<{ deployments: { id: string }[] }>(
      "GET",
      `/api/sites/${agency.site.id}/deployments`,
    );
    const earlier = deployments.body.deployments.find((d) => d.id !== published.body.deployment_id);
    const rollback = `/api/sites/${agency.site.id}/deployments/${earlier?.id}/rollback`;
    expect((await client.call("POST", rollback)).status).toBe(200);
    const byViewer = await viewer.call<ErrorBody>("POST", "/site/publish", publish);
    expect(byViewer.body.error.message).toBe("Your role (viewer) cannot publish sites or roll them back");

    const off = await agency.api.call<OrganizationSummary>("PATCH", "/api/organization", {
      clients_may_publish: false,
    });
    expect(off.body.clients_may_publish).toBe(false);
    expect((await client.call<ErrorBody>("POST", "/site/publish", publish)).body.error.message).toBe(refusal);
    expect((await client.call("POST", rollback)).status).toBe(403);
  }, 60_000);
});
