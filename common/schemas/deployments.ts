import { z } from "zod";

export const deploymentSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Who published it; null when that user no longer exists. */
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  page_count: z.number(),
  file_count: z.number(),
  total_bytes: z.number(),
  is_live: z.boolean(),
});

export const deploymentListSchema = z.object({
  live_deployment_id: z.string().nullable(),
  deployments: z.array(deploymentSchema),
});

export const rollbackResultSchema = z.object({
  url: z.string(),
  message: z.string(),
  deployment: deploymentSchema,
});

export const fileChangeSchema = z.object({
  path: z.string(),
  change: z.enum(["added", "modified", "removed"]),
});

/** Files changed since the live deployment; with no deployment every file counts as added. */
export const unpublishedChangesSchema = z.object({
  live_deployment_id: z.string().nullable(),
  published_at: z.string().nullable(),
  has_changes: z.boolean(),
  changes: z.array(fileChangeSchema),
});

export type Deployment = z.infer<typeof deploymentSchema>;
export type DeploymentList = z.infer<typeof deploymentListSchema>;
export type RollbackResult = z.infer<typeof rollbackResultSchema>;
export type FileChange = z.infer<typeof fileChangeSchema>;
export type UnpublishedChanges = z.infer<typeof unpublishedChangesSchema>;
