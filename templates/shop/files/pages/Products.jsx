import { ProductList, shop } from "webcraft";
import Delivery from "../components/Delivery.jsx";
import Layout from "../components/Layout.jsx";
import ProductCard, { CARD } from "../components/ProductCard.jsx";
import site from "../data/site.json";

const isOpen = Boolean(shop?.products.length);
const names = isOpen ? shop.products.map((p) => p.title) : site.copy.services.map((p) => p.name);

export const meta = {
  title: `Shop · ${site.name}`,
  description: `Everything ${site.name} sells, with prices: ${names.join(", ")}. ${isOpen ? "Order online" : "Order on WhatsApp"}.`,
};

export default function Products() {
  return (
    <Layout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">The shop</h1>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
          {isOpen
            ? `Add what you would like to your cart and pay online, or visit us at ${site.contact.address}.`
            : `Tap a product to order it on WhatsApp, or visit us at ${site.contact.address}.`}
        </p>
        <h2 className="sr-only">Products</h2>
        {/* The shop's own products once it is open; until then the ones in site.json, ordered on WhatsApp. */}
        <ProductList
          className="mt-10 gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          cardClassName={CARD}
          sizes="(min-width: 1280px) 17rem, (min-width: 1024px) 22rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          fallback={
            <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {site.copy.services.map((product, index) => (
                <ProductCard key={product.name} product={product} index={index} />
              ))}
            </ul>
          }
        />
        <section aria-labelledby="delivery" className="mt-16">
          <h2 id="delivery" className="mb-6 text-3xl font-black tracking-tight">
            Delivery areas
          </h2>
          <Delivery />
          {site.payment && <p className="mt-4 text-neutral-700 dark:text-neutral-300">{site.payment}</p>}
        </section>
      </div>
    </Layout>
  );
}
