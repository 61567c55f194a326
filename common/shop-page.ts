// A Shop page any site can add (the commerce screen's "Add a Shop page" writes it through the files API):
// the shop's products and the cart from the site runtime, on a page that leans on nothing else of the
// site, so it works whatever the site's layout and styles. The owner may then move it into their layout.

/** Where the page lives among the site's files; it publishes at /shop. */
export const SHOP_PAGE_PATH = "pages/Shop.jsx";

/** The page's source. */
export const SHOP_PAGE_SOURCE = `import { Cart, ProductList } from "webcraft";

export const meta = {
  title: "Shop",
  description: "Everything we sell, with prices. Order online and pay securely.",
};

const page = { maxWidth: "72rem", margin: "0 auto", padding: "1.5rem 1rem 4rem", fontFamily: "system-ui, sans-serif" };
const bar = { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: "1rem" };

export default function Shop() {
  return (
    <div style={page}>
      <header style={bar}>
        <a href="/">Home</a>
        <Cart />
      </header>
      <main>
        <h1 style={{ margin: "2rem 0 1.5rem", fontSize: "2.25rem" }}>Shop</h1>
        <ProductList fallback={<p>Nothing is for sale just yet. Please look again soon.</p>} />
      </main>
    </div>
  );
}
`;
