import site, { anchor, treatmentKinds } from "../components/facts.js";
import Layout, { BookButton, tint } from "../components/Layout.jsx";

export const meta = {
  title: `Treatments and prices · ${site.name}`,
  description: `Treatments and prices at ${site.name}: ${treatmentKinds()
    .map((kind) => kind.name.toLowerCase())
    .join(", ")}. Book on WhatsApp.`,
};

export default function Services() {
  const kinds = treatmentKinds();
  return (
    <Layout current="/services">
      <div className="mx-auto max-w-4xl px-5 py-14 sm:py-20">
        <header className="text-center">
          <h1 className="text-4xl font-light tracking-tight sm:text-5xl">Treatments and prices</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-neutral-600 dark:text-neutral-300">
            Prices depend on the length and thickness of your hair; we confirm yours at your consultation, before we
            start.
          </p>
          {kinds.length > 1 && (
            <nav aria-label="Kinds of treatment" className="mt-8 flex flex-wrap justify-center gap-2">
              {kinds.map((kind) => (
                <a
                  key={kind.name}
                  href={`#${anchor(kind.name)}`}
                  className={`rounded-full px-5 py-2 text-sm font-medium ${tint} hover:brightness-95`}
                >
                  {kind.name}
                </a>
              ))}
            </nav>
          )}
        </header>
        {kinds.length === 0 ? (
          <p className="mt-12 text-center text-neutral-600 dark:text-neutral-400">
            Our treatment menu is on its way. Message us to ask about anything.
          </p>
        ) : (
          kinds.map((kind) => (
            <section
              key={kind.name}
              id={anchor(kind.name)}
              aria-labelledby={`${anchor(kind.name)}-title`}
              className="mt-14 scroll-mt-6"
            >
              <h2
                id={`${anchor(kind.name)}-title`}
                className="text-center text-xs font-semibold uppercase tracking-[0.3em] text-[var(--primary)] dark:text-[var(--accent)]"
              >
                {kind.name}
              </h2>
              <ul className="mt-6 divide-y divide-neutral-200 rounded-[2rem] border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
                {kind.items.map((item) => (
                  <li
                    key={item.name}
                    className="flex flex-col gap-1 px-6 py-5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-8 sm:px-8"
                  >
                    <div>
                      <h3 className="text-lg font-medium">{item.name}</h3>
                      {item.description && (
                        <p className="mt-1 text-neutral-600 dark:text-neutral-400">{item.description}</p>
                      )}
                    </div>
                    {item.price && <p className="shrink-0 font-semibold sm:text-lg">{item.price}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <div className="mt-16 text-center">
          <p className="text-neutral-600 dark:text-neutral-400">Found what you are looking for?</p>
          <BookButton className="mt-4 inline-block px-8 py-4 text-lg" />
        </div>
      </div>
    </Layout>
  );
}
