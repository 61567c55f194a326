// Whether the site has a shop, for components that show only where there is one. They ask here, never
// through shop-facts.ts, whose products would then ship with every page they are on; the builder renders
// the pages that reach this module again when the shop changes.
export { hasShop } from "webcraft:site";
