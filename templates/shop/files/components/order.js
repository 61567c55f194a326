import site from "../data/site.json";

/** A wa.me link that opens a chat with the shop, the message already written. */
export function orderLink(what) {
  const number = site.contact.whatsapp.replace(/[^0-9]/g, "");
  const text = what
    ? `Hi ${site.name}, I would like to order: ${what}`
    : `Hi ${site.name}, I would like to place an order.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
