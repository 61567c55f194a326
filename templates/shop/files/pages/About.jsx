import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Our story · ${site.name}`,
  description: `How ${site.name} began, who makes what we sell and where it comes from.`,
};

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
