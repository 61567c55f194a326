import { z } from "zod";

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() }),
});

export function jsonBody(schema: z.ZodType) {
  return { required: true, content: { "application/json": { schema: z.toJSONSchema(schema, { io: "input" }) } } };
}

export function json(description: string, schema: z.ZodType) {
  return { description, content: { "application/json": { schema: z.toJSONSchema(schema, { io: "output" }) } } };
}

export const failure = json("Error", errorSchema);
export const errors = { 400: failure, 401: failure, 404: failure };

export function pathParam(name: string) {
  return { name, in: "path", required: true, schema: { type: "string" } };
}
