import site from "../data/site.json";

export default function Testimonials() {
  const quotes = site.testimonials ?? [];
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="said" className="bg-[var(--primary)] py-16 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-8">
        <h2 id="said" className="font-mono-label text-sm">
          What clients say
        </h2>
        <ul className="mt-10 grid gap-12 lg:grid-cols-3">
          {quotes.map((entry) => (
            <li key={entry.name}>
              <figure>
                <blockquote className="text-xl leading-snug sm:text-2xl">“{entry.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-bold">{entry.name}</span>
                  <span className="text-white/85">{entry.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
