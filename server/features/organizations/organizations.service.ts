import { randomBytes } from "node:crypto";
import { isAPIError } from "better-auth/api";
import type { CreateOrganizationInput, OrganizationSummary } from "../../../common/schemas/organizations";
import { slugify } from "../../../common/slug";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/create-db";
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
  let slug = await uniqueSlug(db, base);
  let created: Awaited<ReturnType<Auth["api"]["createOrganization"]>> | undefined;
  for (let attempt = 1; !created; attempt++) {
    try {
      created = await auth.api.createOrganization({ body: { name: input.name, slug }, headers });
    } catch (error) {
      // Another organization took the same free slug a moment ago: pick a suffixed one.
      if (!isSlugRace(error) || attempt === 3) throw error;
      slug = `${base}-${randomBytes(3).toString("hex")}`;
    }
  }
  if (!created) throw new AppError("BAD_REQUEST", "The organization could not be created");
  await auth.api.setActiveOrganization({ body: { organizationId: created.id }, headers });
  return { id: created.id, name: created.name, slug: created.slug };
}

function isSlugRace(error: unknown): boolean {
  if (isUniqueViolation(error)) return true;
  if (!isAPIError(error)) return false;
  const code = (error.body as { code?: string } | undefined)?.code;
  return code === "ORGANIZATION_ALREADY_EXISTS" || code === "ORGANIZATION_SLUG_ALREADY_TAKEN";
}

async function uniqueSlug({ db }: Db, base: string): Promise<string> {
  let candidate = base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await db.selectFrom("organization").select("id").where("slug", "=", candidate).executeTakeFirst();
    if (!taken) return candidate;
    candidate = `${base}-${randomBytes(3).toString("hex")}`;
  }
  return `${base}-${randomBytes(6).toString("hex")}`;
}
