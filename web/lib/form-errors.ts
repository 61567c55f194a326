import type { z } from "zod";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * Checks a form's values with the same zod schema the server applies, keeping the first message of
 * each field; an empty object means the form may be sent.
 */
export function fieldErrors<Values extends object>(schema: z.ZodType, values: Values) {
  type Field = keyof Values & string;
  const result = schema.safeParse(values);
  const errors: FieldErrors<Field> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
