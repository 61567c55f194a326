// The site runtime: what a site imports as "webcraft". Each component is its own module, so a page that
// uses only Image carries no Form code, and a page without the shop's components none of the shop.
export { Form } from "./form";
export { Image } from "./image";
export { AddToCart } from "./shop/add-to-cart";
export { Cart } from "./shop/cart";
export { ProductCard } from "./shop/product-card";
export { ProductList } from "./shop/product-list";
export { shop } from "./shop/shop-facts";
export { useCart } from "./shop/use-cart";
export { WhatsAppButton } from "./whatsapp-button";
