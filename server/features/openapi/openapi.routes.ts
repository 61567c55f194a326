import { Hono } from "hono";
import { z } from "zod";
import { createOrganizationSchema, organizationSchema } from "../../../common/schemas/organizations";

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

function jsonBody(schema: z.ZodType) {
  return { required: true, content: { "application/json": { schema: z.toJSONSchema(schema, { io: "input" }) } } };
}

function jsonAnswer(description: string, schema: z.ZodType) {
  return { description, content: { "application/json": { schema: z.toJSONSchema(schema) } } };
}

/** The API's contract, generated from the same zod schemas that validate requests. */
export function openApiDocument() {
  const failure = jsonAnswer("Error", errorSchema);
  return {
    openapi: "3.1.0",
    info: { title: "Webcraft API", version: "0.1.0" },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "A session token from /api/auth/sign-in/email" },
        cookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths: {
      "/api/health": { get: { summary: "Liveness", security: [], responses: { 200: { description: "OK" } } } },
      "/api/config": {
        get: { summary: "Public installation settings", security: [], responses: { 200: { description: "OK" } } },
      },
      "/api/organizations": {
        post: {
          summary: "Create an organization; the caller becomes its owner and it becomes active",
          requestBody: jsonBody(createOrganizationSchema),
          responses: {
            201: jsonAnswer("Created", organizationSchema),
            400: failure,
            401: failure,
          },
        },
      },
    },
  };
}

export function openApiRoutes() {
  const document = openApiDocument();
  return new Hono().get("/", (c) => c.json(document));
}
