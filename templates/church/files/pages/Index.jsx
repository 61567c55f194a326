import Events from "../components/Events.jsx";
import Layout from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import Sunrise, { GalleryArt } from "../components/Sunrise.jsx";
import site from "../data/site.json";

export const meta = {
  title: `${site.name} · ${site.tagline}`,
  description: site.copy.intro,
};

const gatherings = site.gatherings ?? [];
const photos = site.photos ?? {};
const gallery = photos.gallery ?? [];

export default function Index() {
  return (
    <Layout>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-[var(--primary)] dark:text-stone-300">
            Welcome to {site.name}
          </p>
          <h1 className="font-display mt-3 text-4xl font-semibold leading-tight text-stone-900 sm:text-5xl dark:text-white">
            {site.copy.headline}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">{site.copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/contact"
              className="rounded-full border-2 border-transparent bg-[var(--primary)] px-6 py-3 font-semibold text-white hover:opacity-90"
            >
              Plan your visit
            </a>
            <a
              href="/give"
              className="rounded-full border-2 border-stone-800 px-6 py-3 font-semibold hover:bg-stone-800 hover:text-white dark:border-stone-200 dark:hover:bg-stone-200 dark:hover:text-stone-900"
            >
              Give online
            </a>
          </div>
        </div>
        <Photo
          photo={photos.hero}
          slot="photos.hero"
          priority
          width={800}
          height={600}
          sizes="(min-width: 768px) 28rem, calc(100vw - 2rem)"
          className="mx-auto aspect-[4/3] w-full max-w-md rounded-2xl"
          placeholder={<Sunrise />}
        />
      </section>

      {gatherings.length > 0 && (
        <section aria-labelledby="times" className="bg-white py-14 dark:bg-stone-900">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="times" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
              Service times
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {gatherings.map((g) => (
                <li
                  key={`${g.day}${g.time}`}
                  className="rounded-xl border-t-4 border-[var(--accent)] bg-[#fbf8f3] p-5 dark:bg-stone-950"
                >
                  <p className="text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
                    {g.day}
                  </p>
                  <p className="mt-1 text-3xl font-bold text-stone-900 dark:text-white">{g.time}</p>
                  <h3 className="mt-3 font-semibold">{g.name}</h3>
                  <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{g.note}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-stone-700 dark:text-stone-300">{site.contact.address}</p>
          </div>
        </section>
      )}

      <section aria-labelledby="ministries" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="ministries" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
            Life together
          </h2>
          <a
            href="/ministries"
            className="font-semibold text-[var(--primary)] underline underline-offset-4 dark:text-stone-200"
          >
            All ministries and programmes
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {site.copy.services.slice(0, 3).map((service) => (
            <li key={service.name}>
              <h3 className="font-display text-xl font-semibold text-stone-900 dark:text-white">{service.name}</h3>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {gallery.length > 0 && (
        <section aria-labelledby="community" className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
          <h2 id="community" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
            Our community
          </h2>
          <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {gallery.map((photo, index) => (
              <Photo
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                key={index}
                photo={photo}
                slot={`photos.gallery.${index}`}
                width={480}
                height={360}
                sizes="(min-width: 768px) 17rem, calc(50vw - 1.5rem)"
                className="aspect-[4/3] w-full rounded-xl"
                placeholder={<GalleryArt index={index} />}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="events" className="bg-white py-14 dark:bg-stone-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="events" className="font-display mb-8 text-3xl font-semibold text-stone-900 dark:text-white">
            Coming up
          </h2>
          <Events />
        </div>
      </section>

      <section aria-labelledby="give" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl bg-[var(--primary)] px-6 py-10 text-white sm:px-10">
          <h2 id="give" className="font-display text-3xl font-semibold">
            Give generously
          </h2>
          <p className="mt-3 max-w-2xl text-white/90">{site.giving?.intro}</p>
          <a
            href="/give"
            className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-stone-900 hover:bg-stone-100"
          >
            Ways to give
          </a>
        </div>
      </section>
    </Layout>
  );
}
