import { z } from "zod";
import { ORGANIZATION_NAME_MAX_LENGTH } from "../constants";
import { MESSAGES } from "../messages";

export const createOrganizationSchema = z.object({
  name: z
    .string({ error: MESSAGES.organizationNameRequired })
    .trim()
    .min(1, MESSAGES.organizationNameRequired)
    .max(ORGANIZATION_NAME_MAX_LENGTH, `Organization name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`),
});

export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The logo as a data URL (a square WebP of 128 px, common/images.ts), or null. */
  logo: z.string().nullable().optional(),
  /** Whether the organization's content editors may publish and roll back (off until an admin turns it on). */
  clients_may_publish: z.boolean(),
});

const organizationNameSchema = createOrganizationSchema.shape.name;

export const updateOrganizationSchema = z
  .object({
    name: organizationNameSchema.optional(),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .min(3, "Slug must be at least 3 characters")
      .max(48, "Slug must be at most 48 characters")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may contain only lowercase letters, digits and single hyphens")
      .optional(),
    clients_may_publish: z.boolean({ error: "clients_may_publish must be true or false" }).optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.slug !== undefined || value.clients_may_publish !== undefined,
    "Nothing to change: send a name, a slug or clients_may_publish",
  );

export const deleteOrganizationSchema = z.object({
  confirm_name: z.string({ error: "Type the organization's name to confirm" }),
});

export type OrganizationSummary = z.infer<typeof organizationSchema>;
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;
