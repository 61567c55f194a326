import site, { contact, menuSections, telHref } from "../components/facts.js";
import Layout from "../components/Layout.jsx";

export const meta = {
  title: `Menu · ${site.name}`,
  description: `What we cook at ${site.name}: ${menuSections()
    .map((section) => section.name.toLowerCase())
    .join(", ")}, with prices.`,
};

export default function Menu() {
  const sections = menuSections();
  return (
    <Layout current="/menu">
      <div className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
        <header className="max-w-2xl">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Menu</h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
            Everything is made in our kitchen from scratch. Tell us about allergies and we will gladly adapt a dish.
          </p>
          {sections.length > 1 && (
            <nav aria-label="Menu sections" className="mt-6 flex flex-wrap gap-2">
              {sections.map((section) => (
                <a
                  key={section.name}
                  href={`#${slug(section.name)}`}
                  className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium hover:border-stone-900 dark:border-stone-600 dark:hover:border-stone-200"
                >
                  {section.name}
                </a>
              ))}
            </nav>
          )}
        </header>
        {sections.length === 0 ? (
          <p className="mt-10 text-stone-600 dark:text-stone-400">
            Our menu is being written. Ask us what is cooking today.
          </p>
        ) : (
          <div className="mt-12 grid gap-x-16 gap-y-14 lg:grid-cols-2">
            {sections.map((section) => (
              <section
                key={section.name}
                id={slug(section.name)}
                aria-labelledby={`${slug(section.name)}-title`}
                className="scroll-mt-6"
              >
                <h2
                  id={`${slug(section.name)}-title`}
                  className="flex items-center gap-4 font-display text-2xl font-semibold sm:text-3xl"
                >
                  {section.name}
                  <span aria-hidden="true" className="h-px flex-1 bg-[var(--accent)] opacity-60" />
                </h2>
                <ul className="mt-6 space-y-6">
                  {section.items.map((item) => (
                    <li key={item.name}>
                      <div className="flex items-baseline gap-3">
                        <h3 className="font-semibold sm:text-lg">{item.name}</h3>
                        <span
                          aria-hidden="true"
                          className="flex-1 border-b-2 border-dotted border-stone-300 dark:border-stone-600"
                        />
                        {item.price && <p className="whitespace-nowrap font-semibold">{item.price}</p>}
                      </div>
                      {item.description && (
                        <p className="mt-1 max-w-md text-stone-600 dark:text-stone-400">{item.description}</p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        {contact.phone && (
          <p className="mt-16 rounded-2xl bg-stone-100 p-6 text-center text-stone-700 dark:bg-stone-900 dark:text-stone-300">
            Planning a birthday or a team lunch? Call us on{" "}
            <a href={telHref(contact.phone)} className="font-semibold underline underline-offset-4">
              {contact.phone}
            </a>{" "}
            and we will set a table for you.
          </p>
        )}
      </div>
    </Layout>
  );
}

function slug(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
