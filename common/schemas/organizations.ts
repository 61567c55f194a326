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
});

export type OrganizationSummary = z.infer<typeof organizationSchema>;
