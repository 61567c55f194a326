import type { CreateOrganizationInput, OrganizationSummary } from "@common/schemas/organizations";
import { slugify } from "@common/slug";
import { isAPIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/create-db";
import { freeSlug, suffixedSlug } from "../../db/free-slug";
import { isUniqueViolation } from "../../db/values";
import { AppError } from "../../errors";

/** Creates an organization with the caller as owner and makes it the session's active one. */
export async function createOrganization({
  db,
  auth,
  headers,
  input,
}: {
  db: Db;
  auth: Auth;
  headers: Headers;
  input: CreateOrganizationInput;
}): Promise<OrganizationSummary> {
  const base = slugify(input.name) || "organization";
  let slug = await freeSlug(base, async (candidate) =>
    Boolean(await db.kysely.selectFrom("organization").select("id").where("slug", "=", candidate).executeTakeFirst()),
  );
  let created: Awaited<ReturnType<Auth["api"]["createOrganization"]>> | undefined;
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await auth.api.createOrganization({ body: { name: input.name, slug }, headers });
    } catch (error) {
      // Another organization took the same free slug a moment ago: pick a suffixed one.
      if (!isSlugRace(error) || attempt === 3) throw error;
      slug = suffixedSlug(base);
    }
  }
  if (!created) throw new AppError("BAD_REQUEST", "The organization could not be created");
  await auth.api.setActiveOrganization({ body: { organizationId: created.id }, headers });
  // A new organization's content editors do not publish until an admin or owner lets them.
  return { id: created.id, name: created.name, slug: created.slug, clients_may_publish: false };
}

function isSlugRace(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  if (!isAPIError(error)) return false;
  const code = (error.body as { code?: string } | undefined)?.code;
  return code === "ORGANIZATION_ALREADY_EXISTS" || code === "ORGANIZATION_SLUG_ALREADY_TAKEN";
}
