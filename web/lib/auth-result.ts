/** Better Auth client calls answer `{ data, error }`; this turns an error into a thrown Error with the server's words. */
export function unwrapAuthResult<T>(
  result: { data: T; error: null } | { data: null; error: { message?: string; status: number } },
): T {
  if (result.error) throw new Error(result.error.message || `Request failed (${result.error.status})`);
  return result.data as T;
}
