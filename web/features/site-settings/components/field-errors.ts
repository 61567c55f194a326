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

/**
 * Which of `fields` a refused save (400) is about, with the server's words; null when it names none of
 * them. `conflict` is the field a 409 belongs to, if any.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  conflict?: F,
): Partial<Record<F, string>> | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && conflict) return { [conflict]: error.message } as Partial<Record<F, string>>;
  const issue = (error.details?.issues as { path?: string; message?: string }[] | undefined)?.[0];
  const field = fields.find((name) => name === issue?.path);
  if (error.status !== 400 || field === undefined) return null;
  return { [field]: issue?.message ?? error.message } as Partial<Record<F, string>>;
}

/** Which of the name and slug fields a refused site save is about. */
export function siteFieldErrorsOf(error: unknown): { name?: string; slug?: string } | null {
  return fieldErrorsOf(error, ["name", "slug"] as const, "slug");
}
