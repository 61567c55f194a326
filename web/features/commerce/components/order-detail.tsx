import type { Order } from "@common/schemas/orders";
import { ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatFullTime, formatShortTime } from "@/lib/dates";
import { ORDER_EVENT_LABELS, PAYMENT_LABELS, SHIPPING_LABELS } from "../lib/order-words";
import { OrderActions } from "./order-actions";
import { OrderStatusBadge } from "./order-list";
import { OrderLines } from "./order-totals";

/** One order: its status, items and totals, the buyer, what happened to it, and what can be done next. */
export function OrderDetail({ order, storeName }: { order: Order; storeName: string }) {
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <OrderStatusBadge status={order.status} />
        <span className="text-muted-foreground">
          Placed <time dateTime={order.created_at}>{formatFullTime(order.created_at)}</time>
        </span>
      </div>
      <OrderActions order={order} storeName={storeName} />
      <Section title="Items">
        <OrderLines order={order} />
      </Section>
      <Section title="Buyer">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <Fact label="Name">{order.customer.name}</Fact>
          <Fact label="Email">
            <a
              href={`mailto:${order.customer.email}`}
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {order.customer.email}
            </a>
          </Fact>
          <Fact label="Phone">
            <a
              href={`tel:${order.customer.phone.replace(/\s+/g, "")}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {order.customer.phone}
            </a>
          </Fact>
          <Fact label={SHIPPING_LABELS[order.shipping_option]}>
            <span className="whitespace-pre-line">
              {order.shipping_option === "flat" ? order.customer.address : "The buyer collects"}
            </span>
          </Fact>
          <Fact label="Payment">
            {PAYMENT_LABELS[order.payment_method]}
            {order.paid_at ? `, paid ${formatShortTime(order.paid_at)}` : ", not paid yet"}
          </Fact>
          {order.tracking_number && <Fact label="Tracking">{order.tracking_number}</Fact>}
        </dl>
        <a
          href={order.status_url}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          The buyer's order page
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Section>
      <Section title="Timeline">
        <ol className="grid gap-3 border-l pl-4 text-sm">
          {order.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never move
            <li key={index} className="relative grid gap-0.5">
              <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden="true" />
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{ORDER_EVENT_LABELS[event.kind]}</span>
                <span className="text-xs text-muted-foreground">
                  {event.by ?? (event.kind === "placed" ? "The buyer" : "Automatic")} ·{" "}
                  <time dateTime={event.created_at} title={formatFullTime(event.created_at)}>
                    {formatShortTime(event.created_at)}
                  </time>
                </span>
              </span>
              {event.note && (
                <span className="whitespace-pre-line break-words text-muted-foreground">{event.note}</span>
              )}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
