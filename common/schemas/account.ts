import { z } from "zod";

export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 156 on Linux", from the browser's User-Agent; "Unknown browser" without one. */
  browser: z.string(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  /** When the session was last used, to within the hour. */
  last_seen_at: z.string(),
  is_current: z.boolean(),
});

export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const avatarSchema = z.object({
  /** The avatar as a data URL (a square WebP of 128 px), or null for none. */
  image: z.string().nullable(),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "Enter your password to confirm" }).min(1, "Enter your password to confirm"),
});

export type AccountSession = z.infer<typeof accountSessionSchema>;
