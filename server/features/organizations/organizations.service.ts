import { randomBytes } from "node:crypto";
import type { CreateOrganizationInput, OrganizationSummary } from "../../../common/schemas/organizations";
import { slugify } from "../../../common/slug";
import type { Auth } from "../../auth/auth";
import type { Db } from "../../db/create-db";
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
  const slug = await uniqueSlug(db, slugify(input.name) || "organization");
  const created = await auth.api.createOrganization({ body: { name: input.name, slug }, headers });
  if (!created) throw new AppError("BAD_REQUEST", "The organization could not be created");
  await auth.api.setActiveOrganization({ body: { organizationId: created.id }, headers });
  return { id: created.id, name: created.name, slug: created.slug };
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
