import Layout from "../components/Layout.jsx";
import PageHeader from "../components/PageHeader.jsx";
import site from "../data/site.json";

export const meta = {
  title: `About · ${site.name}`,
  description: `Who we are at ${site.name}: our story, what we believe and who leads us.`,
};

export default function About() {
  const paragraphs = site.copy.about.split(/\n\s*\n/).filter(Boolean);
  return (
    <Layout>
      <PageHeader eyebrow="Our story" title={`About ${site.name}`}>
        {site.tagline}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="visit"
          className="h-fit rounded-xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
        >
          <h2 id="visit" className="font-display text-xl font-semibold text-stone-900 dark:text-white">
            Visiting for the first time?
          </h2>
          <p className="mt-3 text-stone-700 dark:text-stone-300">
            Come a few minutes early: someone at the door will show you around, and there is tea and coffee after every
            service.
          </p>
          <p className="mt-3 text-stone-700 dark:text-stone-300">{site.contact.address}</p>
          <a
            href="/contact"
            className="mt-5 inline-block rounded-full bg-[var(--primary)] px-5 py-2.5 font-semibold text-white"
          >
            Get in touch
          </a>
        </aside>
      </div>
    </Layout>
  );
}
