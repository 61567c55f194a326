import { z } from "zod";

const commitMessage = z.string().trim().min(1).max(500).optional();

export const createFileSchema = z.object({
  full_path: z.string({ error: "Path is required" }),
  is_directory: z.boolean().optional().default(false),
  content: z.string().optional(),
  commit_message: commitMessage,
});

export const updateContentSchema = z.object({
  content: z.string({ error: "Content is required" }),
  commit_message: commitMessage,
  base_version_id: z.string().min(1).optional(),
});

export const moveFileSchema = z.object({
  new_path: z.string({ error: "New path is required" }),
  copy: z.boolean().optional().default(false),
});

export const listFilesQuerySchema = z.object({
  directories: z.enum(["true", "false"]).optional(),
});

export const versionSchema = z.object({
  id: z.string(),
  content: z.string().nullable(),
  version_number: z.number(),
  commit_message: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});

export const siteFileSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  site_id: z.string(),
  full_path: z.string(),
  file_type: z.string(),
  is_directory: z.boolean(),
  current_version_id: z.string().nullable(),
  size_bytes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  last_modified_by: z.string().nullable(),
  current_version: versionSchema.nullable(),
});

export type SiteFile = z.infer<typeof siteFileSchema>;
export type FileVersion = z.infer<typeof versionSchema>;
export type CreateFileInput = z.infer<typeof createFileSchema>;
export type UpdateContentInput = z.infer<typeof updateContentSchema>;
export type MoveFileInput = z.infer<typeof moveFileSchema>;
