// The shop's queue: an unpaid order's hold expires 15 minutes after checkout. The job is stored with the
// order, so a restart loses none; run before the hold's end (a clock behind) it waits again, run twice
// it does nothing.
import { commerceDb } from "../../db/commerce-db";
import type { JobRunner } from "../../jobs/job-runner";
import { RESERVATION_QUEUE } from "./checkout";
import { giveUpOrder, ORDER_NOTES, type OrderDeps } from "./order-payment";

export async function registerOrderJobs(deps: OrderDeps & { jobs: JobRunner }): Promise<void> {
  await deps.jobs.work<{ orderId: string }>(
    RESERVATION_QUEUE,
    async ({ orderId }) => {
      const expired = await giveUpOrder(deps, orderId, { kind: "expired", userId: null, note: ORDER_NOTES.expired });
      if (expired) return;
      const order = await commerceDb(deps.db)
        .selectFrom("orders")
        .select(["status", "reserved_until"])
        .where("id", "=", orderId)
        .executeTakeFirst();
      if (order?.status !== "pending_payment" || order.reserved_until === null) return;
      const left = new Date(order.reserved_until).getTime() - deps.clock.now().getTime();
      await deps.jobs.send(RESERVATION_QUEUE, { orderId }, { startAfterSeconds: Math.max(Math.ceil(left / 1000), 1) });
    },
    { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  );
}
