// The fediverse's work on the job runner, registered at boot: deliveries with their retries, and the
// sync of a site's posts after each change to it.
import type { AppDeps } from "../../app-deps";
import { registerDeliveryJobs } from "./delivery";
import { registerPostSync } from "./post-sync";

export async function registerFediverseJobs(deps: AppDeps): Promise<void> {
  await registerDeliveryJobs(deps);
  await registerPostSync(deps);
}
