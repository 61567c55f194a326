import site, { contact, copy, hours, paragraphs } from "../components/facts.js";
import Layout from "../components/Layout.jsx";

export const meta = {
  title: `Our story · ${site.name}`,
  description: paragraphs(copy.about)[0] || `Who we are at ${site.name}.`,
};

export default function About() {
  const [first, ...rest] = paragraphs(copy.about);
  return (
    <Layout current="/about">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:py-16 lg:grid-cols-[1fr_20rem]">
        <article>
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Our story</h1>
          {first ? (
            <>
              <p className="mt-8 font-display text-2xl leading-snug text-stone-800 dark:text-stone-200">{first}</p>
              {rest.map((paragraph) => (
                <p
                  key={paragraph.slice(0, 40)}
                  className="mt-6 max-w-prose text-lg leading-relaxed text-stone-700 dark:text-stone-300"
                >
                  {paragraph}
                </p>
              ))}
            </>
          ) : (
            <p className="mt-8 text-lg text-stone-700 dark:text-stone-300">{site.tagline}</p>
          )}
        </article>
        <aside aria-label="Visit us" className="h-fit rounded-3xl bg-stone-100 p-8 dark:bg-stone-900">
          <h2 className="font-display text-2xl font-semibold">Visit us</h2>
          {contact.address && (
            <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{contact.address}</p>
          )}
          {hours.length > 0 && (
            <dl className="mt-6 space-y-3 text-sm">
              {hours.map((line) => (
                <div key={line.days}>
                  <dt className="text-stone-600 dark:text-stone-400">{line.days}</dt>
                  <dd className="font-semibold">{line.hours}</dd>
                </div>
              ))}
            </dl>
          )}
          <a
            href="/contact"
            className="mt-8 inline-block rounded-full bg-[var(--primary)] px-5 py-2.5 font-semibold text-white hover:brightness-110"
          >
            Book a table
          </a>
        </aside>
      </div>
    </Layout>
  );
}
