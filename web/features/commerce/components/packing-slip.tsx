import type { Order } from "@common/schemas/orders";
import { createPortal } from "react-dom";
import { formatLongDate } from "@/lib/dates";
import { itemCount, orderName, SHIPPING_LABELS } from "../lib/order-words";

// While an order is open, printing shows its packing slip alone: the admin's shell and every other
// layer are left off the paper.
const PRINT_CSS = `
@media print {
  body > :not([data-packing-slip]) { display: none !important; }
  [data-packing-slip] { display: block !important; }
}`;

/**
 * The order's packing slip: hidden on screen, the only thing printed (window.print from the order's
 * actions). What goes in the parcel, to whom, and no prices.
 */
export function PackingSlip({ order, storeName }: { order: Order; storeName: string }) {
  return createPortal(
    <div data-packing-slip className="hidden bg-white p-8 font-sans text-black">
      <style>{PRINT_CSS}</style>
      <header className="mb-6 flex items-start justify-between gap-4 border-b border-black pb-4">
        <div>
          <p className="text-sm">{storeName}</p>
          <h1 className="text-2xl font-bold">Packing slip</h1>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold">{orderName(order.number)}</p>
          <p>{formatLongDate(order.created_at)}</p>
        </div>
      </header>
      <section className="mb-6 grid grid-cols-2 gap-6 text-sm">
        <div>
          <h2 className="mb-1 font-semibold">{order.shipping_option === "flat" ? "Deliver to" : "Collected by"}</h2>
          <p>{order.customer.name}</p>
          {order.shipping_option === "flat" && <p className="whitespace-pre-line">{order.customer.address}</p>}
          <p>{order.customer.phone}</p>
        </div>
        <div>
          <h2 className="mb-1 font-semibold">Order</h2>
          <p>
            {itemCount(order.lines.reduce((sum, line) => sum + line.quantity, 0))},{" "}
            {SHIPPING_LABELS[order.shipping_option].toLowerCase()}
          </p>
          {order.tracking_number && <p>Tracking number: {order.tracking_number}</p>}
        </div>
      </section>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            <th className="py-2">Item</th>
            <th className="py-2">Variant</th>
            <th className="py-2 text-right">Quantity</th>
            <th className="py-2 text-right">Packed</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.variant_id} className="border-b border-gray-400">
              <td className="py-2">{line.title}</td>
              <td className="py-2">{line.variant_title !== line.title ? line.variant_title : ""}</td>
              <td className="py-2 text-right">{line.quantity}</td>
              <td className="py-2 text-right">☐</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
