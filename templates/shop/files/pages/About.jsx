import Layout from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import { Goods } from "../components/ProductCard.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Our story · ${site.name}`,
  description: `How ${site.name} began, who makes what we sell and where it comes from.`,
};

const gallery = site.photos?.gallery ?? [];

export default function About() {
  const [first, ...rest] = site.copy.about.split(/\n\s*\n/).filter(Boolean);
  return (
    <Layout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Our story</h1>
        <p className="mt-6 border-l-8 border-[var(--accent)] pl-5 text-xl font-semibold leading-relaxed sm:text-2xl">
          {first}
        </p>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {gallery.length > 0 && (
          <section aria-labelledby="gallery" className="mt-12">
            <h2 id="gallery" className="text-2xl font-black">
              Inside the shop
            </h2>
            <div className="mt-6 grid grid-cols-2 gap-4">
              {gallery.map((photo, index) => (
                <Photo
                  // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                  key={index}
                  photo={photo}
                  slot={`photos.gallery.${index}`}
                  width={640}
                  height={480}
                  sizes="(min-width: 768px) 23rem, calc(50vw - 1.5rem)"
                  className="aspect-[4/3] w-full rounded-2xl border-2 border-neutral-900 dark:border-neutral-700"
                  placeholder={<Goods index={index} />}
                />
              ))}
            </div>
          </section>
        )}
        <div className="mt-12 rounded-3xl bg-[var(--primary)] p-8 text-white">
          <h2 className="text-2xl font-black">Come and say hello</h2>
          <p className="mt-2 text-white/90">
            {site.contact.address}. {site.contact.hours.map((line) => `${line.days}: ${line.hours}`).join(" · ")}.
          </p>
          <a
            href="/products"
            className="mt-5 inline-block rounded-full bg-white px-5 py-2.5 font-bold text-neutral-900"
          >
            See what is on the shelves
          </a>
        </div>
      </article>
    </Layout>
  );
}
