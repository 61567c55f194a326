import site, { isCallOut, serviceAreas, services } from "../components/facts.js";
import { WrenchIcon } from "../components/Icons.jsx";
import Layout, { CallButton, WhatsAppLink } from "../components/Layout.jsx";

export const meta = {
  title: `Services and prices · ${site.name}`,
  description: `Call-out fees and prices at ${site.name}${serviceAreas.length > 0 ? `, serving ${serviceAreas.slice(0, 4).join(", ")}` : ""}.`,
};

function PriceList({ items }) {
  return (
    <ul className="divide-y-2 divide-slate-100 rounded-xl border-2 border-slate-200 dark:divide-slate-800 dark:border-slate-700">
      {items.map((service) => (
        <li
          key={service.name}
          className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between sm:gap-8 sm:p-6"
        >
          <div className="flex gap-4">
            <span
              aria-hidden="true"
              className="mt-0.5 hidden h-10 w-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-[var(--primary)] sm:grid dark:bg-slate-800 dark:text-white"
            >
              <WrenchIcon className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{service.name}</h3>
              {service.description && (
                <p className="mt-1 leading-relaxed text-slate-600 dark:text-slate-300">{service.description}</p>
              )}
            </div>
          </div>
          {service.price && <p className="shrink-0 text-xl font-black sm:text-right">{service.price}</p>}
        </li>
      ))}
    </ul>
  );
}

export default function Services() {
  const callOuts = services.filter(isCallOut);
  const jobs = services.filter((service) => !isCallOut(service));
  return (
    <Layout current="/services">
      <div className="mx-auto max-w-4xl px-5 py-12 sm:py-16">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Services and prices</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          Prices include VAT. Parts are charged at cost, and we always agree the price with you before we start a job.
        </p>
        {callOuts.length > 0 && (
          <section aria-labelledby="call-outs" className="mt-12">
            <h2 id="call-outs" className="text-2xl font-black">
              Call-out fees
            </h2>
            <div className="mt-5">
              <PriceList items={callOuts} />
            </div>
          </section>
        )}
        {jobs.length > 0 && (
          <section aria-labelledby="jobs" className="mt-12">
            <h2 id="jobs" className="text-2xl font-black">
              Jobs we do
            </h2>
            <div className="mt-5">
              <PriceList items={jobs} />
            </div>
          </section>
        )}
        {services.length === 0 && (
          <p className="mt-10 text-slate-600 dark:text-slate-400">Call us for a price on any job.</p>
        )}
        <div className="mt-12 flex flex-col gap-3 rounded-2xl bg-slate-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xl font-black">Not sure what you need? Call us.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <CallButton className="px-5 py-3" />
            <WhatsAppLink className="px-5 py-3" />
          </div>
        </div>
      </div>
    </Layout>
  );
}
