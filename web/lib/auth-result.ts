import { ApiError } from "./api-client";
import type { AuthClient } from "./auth-client";

type AuthResult<T> =
  | { data: T; error: null }
  | { data: null; error: { message?: string; status: number; code?: string } };

/**
 * The one way to call Better Auth's browser client: loads the client on first use (the first screen
 * does without it) and turns its `{ data, error }` answer into the data, or an ApiError with the
 * server's words and status, as our own API's failures are.
 */
export async function callAuth<T>(call: (client: AuthClient) => Promise<AuthResult<T>>): Promise<T> {
  const { authClient } = await import("./auth-client");
  const result = await call(authClient);
  if (result.error) {
    const { status, code, message } = result.error;
    throw new ApiError(status, code ?? "AUTH_ERROR", message || `Request failed (${status})`);
  }
  return result.data;
}
