import { WhatsAppButton } from "webcraft";
import site, { contact, copy, gallery, hours, menuSections, paragraphs, photos, telHref } from "../components/facts.js";
import Layout from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import Plate, { GalleryArt } from "../components/Plate.jsx";

export const meta = {
  title: `${site.name} · ${site.tagline || "Café and restaurant"}`,
  description: copy.intro || site.tagline,
};

export default function Index() {
  const favourites = menuSections()
    .map((section) => section.items[0])
    .slice(0, 3);
  const story = paragraphs(copy.about)[0];
  return (
    <Layout current="/">
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-5 pb-16 pt-10 md:grid-cols-[1.1fr_0.9fr] md:pt-16">
        <div>
          {site.tagline && (
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-stone-600 dark:text-stone-400">
              {site.tagline}
            </p>
          )}
          <h1 className="mt-4 font-display text-4xl font-semibold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
            {copy.headline || site.name}
          </h1>
          {copy.intro && (
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">{copy.intro}</p>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/menu"
              className="rounded-full bg-[var(--primary)] px-6 py-3 font-semibold text-white shadow-sm hover:brightness-110"
            >
              See the menu
            </a>
            {contact.whatsapp ? (
              <WhatsAppButton className="rounded-full border-2 border-stone-900 px-6 py-3 font-semibold hover:bg-stone-900 hover:text-white dark:border-stone-100 dark:hover:bg-stone-100 dark:hover:text-stone-900">
                Book on WhatsApp
              </WhatsAppButton>
            ) : (
              contact.phone && (
                <a
                  href={telHref(contact.phone)}
                  className="rounded-full border-2 border-stone-900 px-6 py-3 font-semibold dark:border-stone-100"
                >
                  Call {contact.phone}
                </a>
              )
            )}
          </div>
        </div>
        <Photo
          photo={photos.hero}
          slot="photos.hero"
          priority
          width={720}
          height={720}
          sizes="(min-width: 768px) 28rem, calc(100vw - 2.5rem)"
          className="mx-auto aspect-square w-full max-w-sm rounded-[2.5rem] md:max-w-md"
          placeholder={<Plate />}
        />
      </section>

      {favourites.length > 0 && (
        <section aria-labelledby="favourites" className="bg-white py-16 dark:bg-stone-900">
          <div className="mx-auto max-w-6xl px-5">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="favourites" className="font-display text-3xl font-semibold sm:text-4xl">
                Guests' favourites
              </h2>
              <a
                href="/menu"
                className="font-semibold underline decoration-[var(--accent)] decoration-2 underline-offset-4"
              >
                The whole menu
              </a>
            </div>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {favourites.map((item) => (
                <li
                  key={item.name}
                  className="flex flex-col rounded-2xl border border-stone-200 p-6 dark:border-stone-700"
                >
                  {item.section && (
                    <p className="text-xs font-semibold uppercase tracking-widest text-stone-500 dark:text-stone-400">
                      {item.section}
                    </p>
                  )}
                  <h3 className="mt-2 font-display text-2xl font-semibold">{item.name}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-stone-600 dark:text-stone-300">{item.description}</p>
                  {item.price && <p className="mt-5 text-lg font-semibold">{item.price}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {gallery.length > 0 && (
        <section aria-labelledby="gallery" className="mx-auto max-w-6xl px-5 pt-16">
          <h2 id="gallery" className="font-display text-3xl font-semibold sm:text-4xl">
            At our tables
          </h2>
          <div className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4">
            {gallery.map((photo, index) => (
              <Photo
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                key={index}
                photo={photo}
                slot={`photos.gallery.${index}`}
                width={480}
                height={360}
                sizes="(min-width: 768px) 16rem, calc(50vw - 1.75rem)"
                className="aspect-[4/3] w-full rounded-2xl"
                placeholder={<GalleryArt index={index} />}
              />
            ))}
          </div>
        </section>
      )}

      <section className="mx-auto grid max-w-6xl gap-8 px-5 py-16 lg:grid-cols-2">
        {story && (
          <div className="rounded-3xl bg-[var(--primary)] p-8 text-white sm:p-12">
            <h2 className="font-display text-3xl font-semibold">Our story</h2>
            <p className="mt-4 text-lg leading-relaxed text-white/90">{story}</p>
            <a href="/about" className="mt-6 inline-block font-semibold underline underline-offset-4">
              Read more about us
            </a>
          </div>
        )}
        <div className="rounded-3xl border border-stone-200 p-8 sm:p-12 dark:border-stone-700">
          <h2 className="font-display text-3xl font-semibold">Come and visit</h2>
          {contact.address && (
            <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">{contact.address}</p>
          )}
          {hours.length > 0 && (
            <dl className="mt-6 divide-y divide-stone-200 dark:divide-stone-700">
              {hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4 py-3">
                  <dt className="text-stone-600 dark:text-stone-400">{line.days}</dt>
                  <dd className="font-semibold">{line.hours}</dd>
                </div>
              ))}
            </dl>
          )}
          <a
            href="/contact"
            className="mt-6 inline-block font-semibold underline decoration-[var(--accent)] decoration-2 underline-offset-4"
          >
            Directions and bookings
          </a>
        </div>
      </section>
    </Layout>
  );
}
