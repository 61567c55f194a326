// Reading a request's body whole (a media upload is the file itself). A client may leave before its
// body has arrived: someone cancels an upload in the library, closes the tab, loses the network. That
// is normal, not a fault of ours, and nobody is left to answer.
import type { Context } from "hono";
import { AppError } from "../errors";

/** The client left before sending its whole body. handleError answers it quietly (http/errors.ts). */
export class ClientGone extends Error {}

/**
 * The body as bytes. A refusal of the body limits (http/body-limit.ts) passes through; any other failure
 * to read it is the connection's, and becomes ClientGone.
 */
export async function requestBytes(c: Context): Promise<Buffer> {
  try {
    return Buffer.from(await c.req.arrayBuffer());
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ClientGone(`${c.req.method} ${c.req.path}: the client left before sending its whole body`, {
      cause: error,
    });
  }
}
