import { z } from "zod";
import { defineRoute, jsonContent } from "./route";

export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  siteDomain: z.string(),
  previewOrigin: z.string(),
  /** The Google tag the admin loads; null: none. */
  gaMeasurementId: z.string().nullable(),
  /** Whether the site creator can write copy with an AI service (AI_BASE_URL and AI_MODEL set). */
  aiCopy: z.boolean(),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Routes about the installation itself; anyone may call them. */
export const appApi = {
  health: defineRoute({
    method: "get",
    path: "/api/health",
    summary: "Liveness",
    permission: "public",
    responses: { 200: jsonContent(z.object({ ok: z.boolean() }), "Up") },
  }),
  config: defineRoute({
    method: "get",
    path: "/api/config",
    summary: "What the SPA needs to know about this installation before anyone signs in",
    permission: "public",
    responses: { 200: jsonContent(appConfigSchema, "Settings") },
  }),
  openApi: defineRoute({
    method: "get",
    path: "/api/openapi.json",
    summary: "This document",
    permission: "public",
    responses: { 200: jsonContent(z.record(z.string(), z.unknown()), "The OpenAPI 3.1 document") },
  }),
};
