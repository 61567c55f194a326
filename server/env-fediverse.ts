// The environment of the fediverse: how long a site keeps trying a follower's server that does not
// answer, and whether it may reach servers on private addresses. Read with the rest of the environment
// by loadEnv.
import { z } from "zod";

export const fediverseEnvSchema = z.object({
  FEDIVERSE_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, "must be whole numbers of seconds, comma-separated, such as 60,300,1800")
    .transform((value) => value.split(",").map(Number))
    .optional(),
  FEDIVERSE_ALLOW_PRIVATE: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).optional(),
});

/**
 * The waits before each new try of a delivery a follower's server did not take: 1 min, 5 min, 30 min,
 * 2 h, 6 h, 12 h, then daily for a week. A server still gone after 7 days loses its followers.
 */
const FEDIVERSE_RETRY_SECONDS = [60, 300, 1800, 7200, 21_600, 43_200, ...Array(7).fill(86_400)];

export type FediverseEnv = {
  /** The waits before each retry of a delivery; its length is the number of retries. */
  retrySeconds: number[];
  /**
   * Whether the site may fetch from and deliver to loopback and private addresses: on under NODE_ENV=test
   * (the tests' second server is on loopback), off elsewhere so that a remote cannot aim us inward.
   */
  allowPrivate: boolean;
};

export function readFediverseEnv(raw: z.infer<typeof fediverseEnvSchema> & { NODE_ENV: string }): FediverseEnv {
  return {
    retrySeconds: raw.FEDIVERSE_RETRY_SECONDS ?? FEDIVERSE_RETRY_SECONDS,
    allowPrivate: (raw.FEDIVERSE_ALLOW_PRIVATE ?? (raw.NODE_ENV === "test" ? "on" : "off")) === "on",
  };
}
