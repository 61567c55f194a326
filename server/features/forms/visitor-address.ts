// A visitor's address is kept only as an HMAC-SHA256 under a key derived from the server's secret
// (AUTH_SECRET): enough to count one address's posts, never enough to read the address back, and not
// comparable with another installation's hashes.
import { createHmac } from "node:crypto";

export function visitorHasher(serverSecret: string): (address: string) => string {
  const key = createHmac("sha256", serverSecret).update("webcraft form visitor addresses").digest();
  return (address) => createHmac("sha256", key).update(address).digest("hex");
}
