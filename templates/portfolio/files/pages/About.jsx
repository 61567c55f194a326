import Layout from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import { Cover } from "../components/WorkTile.jsx";
import site from "../data/site.json";

export const meta = {
  title: `The studio · ${site.name}`,
  description: `Who we are at ${site.name}, how we work and who we work with.`,
};

const gallery = site.photos?.gallery ?? [];

export default function About() {
  const paragraphs = site.copy.about.split(/\n\s*\n/).filter(Boolean);
  const facts = [
    [String((site.work ?? []).length), "featured projects"],
    [String(site.copy.services.length), "services"],
    [site.contact.address.split(",").slice(-2, -1)[0]?.trim() || site.contact.address, "home base"],
  ];
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">The studio</h1>
        <div className="mt-14 grid gap-12 md:grid-cols-[1fr_2fr]">
          <dl className="space-y-6">
            {facts.map(([value, label]) => (
              <div key={label} className="border-t-4 border-[var(--accent)] pt-3">
                <dt className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400">{label}</dt>
                <dd className="text-3xl font-bold tracking-tight">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="space-y-6 text-lg leading-relaxed text-neutral-800 sm:text-xl dark:text-neutral-200">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
        {gallery.length > 0 && (
          <section aria-labelledby="gallery" className="mt-20">
            <h2 id="gallery" className="font-mono-label text-sm">
              In the studio
            </h2>
            <div className="mt-8 grid grid-cols-2 gap-4 sm:gap-8 lg:grid-cols-3">
              {gallery.map((photo, index) => (
                <Photo
                  // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                  key={index}
                  photo={photo}
                  slot={`photos.gallery.${index}`}
                  width={640}
                  height={480}
                  sizes="(min-width: 1024px) 25rem, calc(50vw - 1.5rem)"
                  className="aspect-[4/3] w-full"
                  placeholder={<Cover index={index + 1} />}
                />
              ))}
            </div>
          </section>
        )}
      </div>
    </Layout>
  );
}
