import { z } from "zod";
import { defineRoute, errorResponses, jsonContent } from "./route";

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

/** One thing a process needs before it takes traffic; `detail` says briefly why not (never a stack trace). */
const readinessCheckSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });

export const readinessSchema = z.object({
  ok: z.boolean(),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema,
    blobs: readinessCheckSchema,
  }),
});

export type Readiness = z.infer<typeof readinessSchema>;

/** Routes about the installation itself; anyone may call them. */
export const appApi = {
  health: defineRoute({
    method: "get",
    path: "/api/health",
    summary: "Liveness",
    permission: "public",
    responses: { 200: jsonContent(z.object({ ok: z.boolean() }), "Up") },
  }),
  ready: defineRoute({
    method: "get",
    path: "/api/ready",
    summary: "Readiness: the database and the blob store answer, and every migration is applied",
    permission: "public",
    responses: {
      200: jsonContent(readinessSchema, "Ready to take traffic"),
      503: jsonContent(readinessSchema, "Not ready: the check that failed says why"),
    },
  }),
  /**
   * Open to the route guard but answered only with the METRICS_TOKEN bearer: the route checks it itself,
   * since a scraper is neither a session nor a member of an organization.
   */
  metrics: defineRoute({
    method: "get",
    path: "/api/metrics",
    summary: "This process's counters in Prometheus's text format, for the METRICS_TOKEN bearer",
    permission: "public",
    responses: {
      200: { description: "The metrics", content: { "text/plain": { schema: z.string() } } },
      ...errorResponses(401, 404),
    },
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
