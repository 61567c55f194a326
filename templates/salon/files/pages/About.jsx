import site, { copy, paragraphs } from "../components/facts.js";
import Layout, { BookButton, tint } from "../components/Layout.jsx";

export const meta = {
  title: `About · ${site.name}`,
  description: paragraphs(copy.about)[0] || `Who we are at ${site.name}.`,
};

export default function About() {
  const [first, ...rest] = paragraphs(copy.about);
  return (
    <Layout current="/about">
      <div className="mx-auto max-w-3xl px-5 py-14 sm:py-20">
        <h1 className="text-center text-4xl font-light tracking-tight sm:text-5xl">About us</h1>
        {first && (
          <p
            className={`mt-10 rounded-[2rem] px-7 py-8 text-center text-xl font-light leading-relaxed sm:px-12 sm:text-2xl ${tint}`}
          >
            {first}
          </p>
        )}
        {rest.map((paragraph) => (
          <p
            key={paragraph.slice(0, 40)}
            className="mt-7 text-lg leading-relaxed text-neutral-700 dark:text-neutral-300"
          >
            {paragraph}
          </p>
        ))}
        {!first && site.tagline && (
          <p className="mt-10 text-center text-lg text-neutral-700 dark:text-neutral-300">{site.tagline}</p>
        )}
        <div className="mt-14 text-center">
          <BookButton className="inline-block px-8 py-4">Book your visit</BookButton>
        </div>
      </div>
    </Layout>
  );
}
