// The site runtime: what a site imports as "webcraft". Each component is its own module, so a page that
// uses only Image carries no Form code.
export { Form } from "./form";
export { Image } from "./image";
export { WhatsAppButton } from "./whatsapp-button";
