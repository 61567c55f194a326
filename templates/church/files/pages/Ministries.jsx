import Events from "../components/Events.jsx";
import Layout from "../components/Layout.jsx";
import PageHeader from "../components/PageHeader.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Ministries and programmes · ${site.name}`,
  description: `How to get involved at ${site.name}: ${site.copy.services.map((s) => s.name).join(", ")}.`,
};

export default function Ministries() {
  return (
    <Layout>
      <PageHeader eyebrow="Get involved" title="Ministries and programmes">
        There is a place for every age and every gift. Come along, or ask us how to help.
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {site.copy.services.map((service, index) => (
            <li
              key={service.name}
              className="rounded-xl border border-stone-200 bg-white p-6 dark:border-stone-800 dark:bg-stone-900"
            >
              <span
                aria-hidden="true"
                className="font-display text-4xl font-semibold text-[var(--primary)] dark:text-stone-400"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className="font-display mt-2 text-xl font-semibold text-stone-900 dark:text-white">{service.name}</h2>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{service.description}</p>
              {service.price && <p className="mt-3 font-semibold">{service.price}</p>}
            </li>
          ))}
        </ul>
        <h2 className="font-display mb-8 mt-16 text-3xl font-semibold text-stone-900 dark:text-white">Events</h2>
        <Events />
      </div>
    </Layout>
  );
}
