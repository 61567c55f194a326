import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// Passwords are kept as scrypt keys in Better Auth's own format, `salt:key` in hex, so accounts made before
// this module (by Better Auth's default) still sign in. The work factor is Better Auth's (N = 16384,
// r = 16): about 0.1 s of a core per sign-up or sign-in, which is the point. Under NODE_ENV=test, and only
// there, N drops to 1024, as Rails and Django lower their hashing cost in tests: the suite signs people up
// and in thousands of times, and the cost was minutes of it on a slow machine. Nothing else changes.

const FULL_COST = 16_384;
const TEST_COST = 1_024;
const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 128 * cost * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** How Better Auth hashes and checks passwords here, at the cost `nodeEnv` calls for. */
export function passwordHashing(nodeEnv: "development" | "production" | "test") {
  const cost = nodeEnv === "test" ? TEST_COST : FULL_COST;
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString("hex");
      return `${salt}:${(await deriveKey(password, salt, cost)).toString("hex")}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const [salt, key] = hash.split(":");
      if (!salt || !key) return false;
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt, cost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
