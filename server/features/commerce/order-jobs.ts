// The shop's queue: an unpaid order's hold expires 15 minutes after checkout. The job is stored with the
// order, so a restart loses none; it runs a little after the hold's end (clocks differ), and run early or
// twice it does nothing.
import type { JobRunner } from "../../jobs/job-runner";
import { RESERVATION_QUEUE } from "./checkout";
import { giveUpOrder, ORDER_NOTES, type OrderDeps } from "./order-payment";

export async function registerOrderJobs(deps: OrderDeps & { jobs: JobRunner }): Promise<void> {
  await deps.jobs.work<{ orderId: string }>(
    RESERVATION_QUEUE,
    async ({ orderId }) => {
      await giveUpOrder(deps, orderId, { kind: "expired", userId: null, note: ORDER_NOTES.expired });
    },
    { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  );
}
