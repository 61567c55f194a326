import site, { copy, paragraphs, serviceAreas } from "../components/facts.js";
import { CheckIcon } from "../components/Icons.jsx";
import Layout, { CallButton } from "../components/Layout.jsx";

export const meta = {
  title: `About · ${site.name}`,
  description: paragraphs(copy.about)[0] || `Who we are at ${site.name}.`,
};

export default function About() {
  const parts = paragraphs(copy.about);
  return (
    <Layout current="/about">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:py-16 lg:grid-cols-[1fr_22rem]">
        <article>
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">About {site.name}</h1>
          {parts.length > 0 ? (
            parts.map((paragraph, index) => (
              <p
                key={paragraph.slice(0, 40)}
                className={`mt-6 max-w-prose leading-relaxed ${index === 0 ? "text-xl font-semibold" : "text-lg text-slate-700 dark:text-slate-300"}`}
              >
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{site.tagline}</p>
          )}
        </article>
        <aside
          aria-label="At a glance"
          className="h-fit rounded-2xl border-2 border-slate-200 p-7 dark:border-slate-700"
        >
          <h2 className="text-xl font-black">Need us now?</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">We answer day and night.</p>
          <CallButton className="mt-5 w-full px-5 py-4 text-lg" />
          {serviceAreas.length > 0 && (
            <>
              <h2 className="mt-8 text-xl font-black">Areas we cover</h2>
              <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
                {serviceAreas.map((area) => (
                  <li key={area} className="flex items-center gap-2">
                    <CheckIcon className="h-4 w-4 shrink-0 text-[var(--primary)] dark:text-white" />
                    {area}
                  </li>
                ))}
              </ul>
            </>
          )}
        </aside>
      </div>
    </Layout>
  );
}
