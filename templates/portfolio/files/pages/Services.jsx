import Layout from "../components/Layout.jsx";
import Testimonials from "../components/Testimonials.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Services and prices · ${site.name}`,
  description: `What ${site.name} does and what it costs: ${site.copy.services.map((s) => `${s.name} ${s.price}`.trim()).join(", ")}.`,
};

export default function Services() {
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">Services</h1>
        <p className="mt-4 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
          Prices are starting points: every project begins with a conversation and a written quote.
        </p>
        <ul className="mt-14 grid gap-px overflow-hidden border border-neutral-300 bg-neutral-300 sm:grid-cols-2 lg:grid-cols-3 dark:border-neutral-800 dark:bg-neutral-800">
          {site.copy.services.map((service, index) => (
            <li key={service.name} className="flex flex-col bg-[#f4f3ef] p-6 sm:p-8 dark:bg-[#0d0d0d]">
              <span aria-hidden="true" className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h2 className="mt-6 text-2xl font-bold tracking-tight">{service.name}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-neutral-700 dark:text-neutral-300">
                {service.description}
              </p>
              {service.price && (
                <p className="mt-6 border-t border-neutral-300 pt-4 text-lg font-bold dark:border-neutral-800">
                  {service.price}
                </p>
              )}
            </li>
          ))}
        </ul>
        <a
          href="/contact"
          className="mt-12 inline-block bg-[var(--primary)] px-6 py-3 font-semibold text-white hover:opacity-90"
        >
          Ask for a quote
        </a>
      </div>
      <Testimonials />
    </Layout>
  );
}
