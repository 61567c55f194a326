import { Hono } from "hono";
import { createOrganizationSchema } from "../../../common/schemas/organizations";
import type { AppDeps, AppEnv } from "../../app-deps";
import { requireSession } from "../../auth/session";
import { validate } from "../../http/validate";
import { createOrganization } from "./organizations.service";

export function organizationRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .post("/", validate("json", createOrganizationSchema), async (c) => {
      const organization = await createOrganization({
        db,
        auth,
        headers: c.req.raw.headers,
        input: c.req.valid("json"),
      });
      return c.json(organization, 201);
    });
}
