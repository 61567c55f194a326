import { ApiError } from "@/lib/api-client";

/** The message a refused save shows under its field: a taken name (409) or the server's first 400 issue. */
export function fieldErrorOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return error.message;
  if (error.status === 400) {
    const issue = (error.details?.issues as { message?: string }[] | undefined)?.[0];
    return issue?.message ?? error.message;
  }
  return null;
}

/** Which of the name and slug fields a refused site save is about. */
export function siteFieldErrorsOf(error: unknown): { name?: string; slug?: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return { slug: error.message };
  const issue = (error.details?.issues as { path?: string; message?: string }[] | undefined)?.[0];
  if (error.status === 400 && (issue?.path === "name" || issue?.path === "slug")) {
    return { [issue.path]: issue.message ?? error.message };
  }
  return null;
}
