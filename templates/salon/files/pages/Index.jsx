import Arches, { GalleryArt } from "../components/Arches.jsx";
import site, { anchor, contact, copy, gallery, hours, photos, treatmentKinds } from "../components/facts.js";
import Layout, { BookButton, tint } from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";

export const meta = {
  title: `${site.name} · ${site.tagline || "Hair and beauty salon"}`,
  description: copy.intro || site.tagline,
};

const STEPS = [
  { title: "Choose", text: "Pick a treatment from our menu, or tell us what you have in mind." },
  { title: "Message us", text: "Send us a WhatsApp with the day and time that suit you." },
  { title: "Relax", text: "We confirm within the hour, and remind you the day before." },
];

export default function Index() {
  const kinds = treatmentKinds();
  return (
    <Layout current="/">
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-14 md:grid-cols-2 md:py-20">
        <div className="text-center md:text-left">
          <p className="text-xs font-semibold uppercase tracking-[0.3em] text-[var(--primary)] dark:text-[var(--accent)]">
            {site.category === "salon" ? "Hair and beauty" : site.category}
          </p>
          <h1 className="mt-5 text-4xl font-light leading-tight tracking-tight sm:text-5xl lg:text-6xl">
            {copy.headline || site.name}
          </h1>
          {copy.intro && (
            <p className="mx-auto mt-6 max-w-lg text-lg leading-relaxed text-neutral-600 md:mx-0 dark:text-neutral-300">
              {copy.intro}
            </p>
          )}
          <div className="mt-9 flex flex-wrap justify-center gap-3 md:justify-start">
            <BookButton className="px-7 py-3.5" />
            <a
              href="/services"
              className="rounded-full border border-neutral-300 px-7 py-3.5 font-medium hover:border-neutral-900 dark:border-neutral-600 dark:hover:border-white"
            >
              See treatments
            </a>
          </div>
        </div>
        <Photo
          photo={photos.hero}
          slot="photos.hero"
          priority
          width={640}
          height={800}
          sizes="(min-width: 768px) 24rem, calc(100vw - 2.5rem)"
          className="mx-auto aspect-[4/5] w-full max-w-sm rounded-[50%_50%_2rem_2rem/40%_40%_2rem_2rem]"
          placeholder={<Arches />}
        />
      </section>

      {kinds.length > 0 && (
        <section aria-labelledby="treatments" className={`${tint} py-16 sm:py-20`}>
          <div className="mx-auto max-w-6xl px-5">
            <h2 id="treatments" className="text-center text-3xl font-light tracking-tight sm:text-4xl">
              Our treatments
            </h2>
            <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {kinds.map((kind) => (
                <li key={kind.name}>
                  <a
                    href={`/services#${anchor(kind.name)}`}
                    className="flex h-full flex-col rounded-[2rem] bg-white p-7 shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-md dark:bg-neutral-900 dark:ring-white/10"
                  >
                    <h3 className="text-xl font-medium">{kind.name}</h3>
                    <p className="mt-3 flex-1 text-sm leading-relaxed text-neutral-600 dark:text-neutral-400">
                      {kind.items
                        .slice(0, 3)
                        .map((item) => item.name)
                        .join(" · ")}
                    </p>
                    {kind.items[0]?.price && (
                      <p className="mt-5 text-sm font-semibold text-[var(--primary)] dark:text-[var(--accent)]">
                        {kind.items[0].price}
                      </p>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {gallery.length > 0 && (
        <section aria-labelledby="gallery" className="mx-auto max-w-6xl px-5 pt-16 sm:pt-20">
          <h2 id="gallery" className="text-center text-3xl font-light tracking-tight sm:text-4xl">
            Inside the salon
          </h2>
          <div className="mt-12 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
            {gallery.map((photo, index) => (
              <Photo
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                key={index}
                photo={photo}
                slot={`photos.gallery.${index}`}
                width={480}
                height={480}
                sizes="(min-width: 1024px) 17rem, calc(50vw - 1.75rem)"
                className="aspect-square w-full rounded-[2rem]"
                placeholder={<GalleryArt index={index} />}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="booking" className="mx-auto max-w-6xl px-5 py-16 sm:py-20">
        <h2 id="booking" className="text-center text-3xl font-light tracking-tight sm:text-4xl">
          Booking is easy
        </h2>
        <ol className="mt-12 grid gap-10 text-center md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span
                aria-hidden="true"
                className="mx-auto grid h-14 w-14 place-items-center rounded-full border border-[var(--primary)] text-xl font-light text-[var(--primary)] dark:border-[var(--accent)] dark:text-[var(--accent)]"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-medium">{step.title}</h3>
              <p className="mx-auto mt-2 max-w-xs leading-relaxed text-neutral-600 dark:text-neutral-400">
                {step.text}
              </p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <BookButton className="inline-block px-8 py-4 text-lg" />
        </div>
      </section>

      {(hours.length > 0 || contact.address) && (
        <section aria-labelledby="visit" className="mx-auto max-w-4xl px-5">
          <div className="rounded-[2.5rem] bg-[var(--primary)] px-6 py-12 text-center text-white sm:px-12">
            <h2 id="visit" className="text-3xl font-light tracking-tight">
              Visit the salon
            </h2>
            {contact.address && <p className="mt-4 text-white/90">{contact.address}</p>}
            {hours.length > 0 && (
              <ul className="mt-8 flex flex-wrap justify-center gap-3">
                {hours.map((line) => (
                  <li key={line.days} className="rounded-full bg-white/15 px-5 py-2 text-sm">
                    {line.days}: <span className="font-semibold">{line.hours}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      )}
    </Layout>
  );
}
