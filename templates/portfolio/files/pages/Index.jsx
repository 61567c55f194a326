import Layout from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import Testimonials from "../components/Testimonials.jsx";
import WorkTile, { WideCover } from "../components/WorkTile.jsx";
import site from "../data/site.json";

export const meta = {
  title: `${site.name} · ${site.tagline}`,
  description: site.copy.intro,
};

const work = site.work ?? [];
const hero = site.photos?.hero;

export default function Index() {
  return (
    <Layout>
      <section className="mx-auto max-w-7xl px-4 pb-16 pt-10 sm:px-8 sm:pb-24 sm:pt-16">
        <p className="font-mono-label text-sm text-neutral-600 dark:text-neutral-400">{site.tagline}</p>
        <h1 className="mt-6 max-w-5xl text-[2.6rem] font-bold leading-[1.02] tracking-tight sm:text-7xl lg:text-8xl">
          {site.copy.headline}
        </h1>
        <div className="mt-10 grid gap-8 border-t border-neutral-300 pt-8 md:grid-cols-2 dark:border-neutral-800">
          <p className="text-lg leading-relaxed text-neutral-700 dark:text-neutral-300">{site.copy.intro}</p>
          <div className="flex flex-wrap items-start gap-3 md:justify-end">
            <a href="/work" className="bg-[var(--primary)] px-6 py-3 font-semibold text-white hover:opacity-90">
              See the work
            </a>
            <a
              href="/contact"
              className="border border-neutral-950 px-6 py-3 font-semibold hover:bg-neutral-950 hover:text-white dark:border-neutral-200 dark:hover:bg-white dark:hover:text-black"
            >
              Start a project
            </a>
          </div>
        </div>
        <Photo
          photo={hero}
          slot="photos.hero"
          priority
          width={1680}
          height={720}
          sizes="(min-width: 1280px) 78rem, calc(100vw - 2rem)"
          className="mt-12 aspect-[4/3] w-full sm:aspect-[21/9]"
          placeholder={<WideCover />}
        />
      </section>

      {work.length > 0 && (
        <section aria-labelledby="selected" className="mx-auto max-w-7xl px-4 pb-20 sm:px-8">
          <div className="flex items-baseline justify-between">
            <h2 id="selected" className="font-mono-label text-sm">
              Selected work
            </h2>
            <a href="/work" className="font-mono-label text-sm underline underline-offset-4">
              All projects
            </a>
          </div>
          <ul className="mt-8 grid gap-x-8 gap-y-14 md:grid-cols-2">
            {work.slice(0, 4).map((project, index) => (
              <li key={project.title} className={index % 2 === 1 ? "md:mt-24" : ""}>
                <WorkTile project={project} index={index} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="what" className="border-t border-neutral-300 dark:border-neutral-800">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-8 md:grid-cols-[1fr_2fr]">
          <h2 id="what" className="font-mono-label text-sm">
            What we do
          </h2>
          <ul className="divide-y divide-neutral-300 dark:divide-neutral-800">
            {site.copy.services.map((service) => (
              <li key={service.name} className="flex flex-wrap items-baseline justify-between gap-2 py-4">
                <span className="text-2xl font-bold tracking-tight">{service.name}</span>
                <span className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400">{service.price}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials />
    </Layout>
  );
}
