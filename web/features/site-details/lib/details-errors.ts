import type { SiteDetails } from "@common/schemas/site-details";
import { siteDetailsDataSchema } from "@common/schemas/site-details-data";
import { ApiError } from "@/lib/api-client";

/** What is wrong with the form's fields, by path ("copy.services.3.price"): the first problem of each. */
export type DetailsErrors = Record<string, string>;

/** The one schema the server checks a save with, for the site's template. */
export function detailsSchemaFor(details: Pick<SiteDetails, "fields" | "service_fields">) {
  return siteDetailsDataSchema({ fields: details.fields, service_fields: details.service_fields });
}

function byPath(issues: { path: string; message: string }[]): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** The form's problems as the schema sees them; empty when it may be saved. */
export function detailsErrorsOf(schema: ReturnType<typeof detailsSchemaFor>, data: unknown): DetailsErrors {
  const result = schema.safeParse(data);
  if (result.success) return {};
  return byPath(result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));
}

/** The fields a refused save (400) names, in the server's words; null for any other failure. */
export function serverDetailsErrors(error: unknown): DetailsErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const issues = error.details?.issues as { path: string; message: string }[] | undefined;
  return issues?.length ? byPath(issues) : { "": error.message };
}
