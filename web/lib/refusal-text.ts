import { ApiError } from "@/lib/api-client";
import { errorText } from "@/lib/error-toast";

/** A refusal's words for a dialog's field: the first issue of a 400, else the server's message. */
export function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const issue = (error.details?.issues as { message?: string }[] | undefined)?.[0];
    if (issue?.message) return issue.message;
  }
  return errorText(error);
}
