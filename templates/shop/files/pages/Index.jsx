import { ProductList, shop } from "webcraft";
import Delivery from "../components/Delivery.jsx";
import Layout from "../components/Layout.jsx";
import { orderLink } from "../components/order.js";
import Photo from "../components/Photo.jsx";
import ProductCard, { CARD, Shelf } from "../components/ProductCard.jsx";
import site from "../data/site.json";

export const meta = {
  title: `${site.name} · ${site.tagline}`,
  description: site.copy.intro,
};

export default function Index() {
  return (
    <Layout>
      <section className="relative overflow-hidden border-b-2 border-neutral-900 dark:border-neutral-700">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 h-80 w-80 rounded-full bg-[var(--accent)] opacity-40 dark:opacity-20"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-16 right-40 h-40 w-40 rounded-full bg-[var(--primary)] opacity-20"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-24">
          <div>
            <p className="inline-block rounded-full border-2 border-neutral-900 px-3 py-1 text-sm font-bold dark:border-neutral-300">
              {site.tagline}
            </p>
            <h1 className="mt-5 max-w-3xl text-4xl font-black leading-[1.05] tracking-tight sm:text-6xl">
              {site.copy.headline}
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">{site.copy.intro}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="/products"
                className="rounded-full bg-[var(--primary)] px-6 py-3 font-bold text-white hover:opacity-90"
              >
                Browse the shop
              </a>
              <a
                href={orderLink("")}
                className="rounded-full border-2 border-neutral-900 bg-white px-6 py-3 font-bold text-neutral-900 hover:bg-neutral-100 dark:border-neutral-300 dark:bg-neutral-900 dark:text-white"
              >
                Order on WhatsApp
              </a>
            </div>
          </div>
          <Photo
            photo={site.photos?.hero}
            slot="photos.hero"
            priority
            width={800}
            height={600}
            sizes="(min-width: 1152px) 27rem, (min-width: 768px) 42vw, calc(100vw - 2rem)"
            className="aspect-[4/3] w-full rounded-3xl border-2 border-neutral-900 bg-white shadow-[6px_6px_0_0_#171717] dark:border-neutral-700 dark:bg-neutral-900 dark:shadow-[6px_6px_0_0_#404040]"
            placeholder={<Shelf />}
          />
        </div>
      </section>

      <section aria-labelledby="favourites" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="favourites" className="text-3xl font-black tracking-tight">
            Customer favourites
          </h2>
          <a href="/products" className="font-bold underline underline-offset-4">
            See all {shop?.products.length || site.copy.services.length} products
          </a>
        </div>
        <ProductList
          limit={4}
          className="mt-8 gap-8 sm:grid-cols-2 lg:grid-cols-4"
          cardClassName={CARD}
          sizes="(min-width: 1152px) 16rem, (min-width: 1024px) 22vw, (min-width: 640px) 45vw, calc(100vw - 2rem)"
          fallback={
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {site.copy.services.slice(0, 4).map((product, index) => (
                <ProductCard key={product.name} product={product} index={index} />
              ))}
            </ul>
          }
        />
      </section>

      <section aria-labelledby="how" className="bg-neutral-100 py-14 dark:bg-neutral-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how" className="text-3xl font-black tracking-tight">
            How ordering works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {[
              ["Choose", "Pick what you would like from the shop, or ask us what is fresh today."],
              shop?.products.length
                ? ["Check out", "Add it to your cart and pay online, or send your list to us on WhatsApp."]
                : ["Message us", `Tap "Order on WhatsApp" or send your list to ${site.contact.whatsapp}.`],
              ["Receive", "We confirm the total and deliver, or have it packed and waiting for you."],
            ].map(([title, text], index) => (
              <li key={title} className="rounded-2xl bg-white p-6 dark:bg-neutral-950">
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 place-items-center rounded-full bg-[var(--primary)] font-black text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-xl font-black">{title}</h3>
                <p className="mt-1 text-neutral-700 dark:text-neutral-300">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="delivery" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="delivery" className="mb-6 text-3xl font-black tracking-tight">
          We deliver
        </h2>
        <Delivery />
        {site.payment && <p className="mt-4 text-neutral-700 dark:text-neutral-300">{site.payment}</p>}
      </section>
    </Layout>
  );
}
