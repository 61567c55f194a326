import Events from "../components/Events.jsx";
import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `${site.name} · ${site.tagline}`,
  description: site.copy.intro,
};

const gatherings = site.gatherings ?? [];

function Sunrise() {
  return (
    <svg viewBox="0 0 400 300" className="h-auto w-full max-w-[16rem] sm:max-w-md" aria-hidden="true">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" stopOpacity="0.15" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0.45" />
        </linearGradient>
      </defs>
      <path d="M40 300V150a160 160 0 0 1 320 0v150Z" fill="url(#sky)" />
      <circle cx="200" cy="210" r="62" fill="var(--accent)" />
      <g stroke="var(--accent)" strokeWidth="6" strokeLinecap="round">
        <path d="M200 118v-30M135 145l-20-20M265 145l20-20M108 200H80M292 200h28" />
      </g>
      <path d="M40 240c40-20 80-20 120 0s80 20 120 0 60-20 80-10v70H40Z" fill="var(--primary)" />
      <path
        d="M40 262c40-16 80-16 120 0s80 16 120 0 60-16 80-8"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="3"
        fill="none"
      />
    </svg>
  );
}

export default function Index() {
  return (
    <Layout>
      <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-[var(--primary)] dark:text-stone-300">
            Welcome to {site.name}
          </p>
          <h1 className="font-display mt-3 text-4xl font-semibold leading-tight text-stone-900 sm:text-5xl dark:text-white">
            {site.copy.headline}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300">{site.copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="/contact"
              className="rounded-full border-2 border-transparent bg-[var(--primary)] px-6 py-3 font-semibold text-white hover:opacity-90"
            >
              Plan your visit
            </a>
            <a
              href="/give"
              className="rounded-full border-2 border-stone-800 px-6 py-3 font-semibold hover:bg-stone-800 hover:text-white dark:border-stone-200 dark:hover:bg-stone-200 dark:hover:text-stone-900"
            >
              Give online
            </a>
          </div>
        </div>
        <div className="flex justify-center">
          <Sunrise />
        </div>
      </section>

      {gatherings.length > 0 && (
        <section aria-labelledby="times" className="bg-white py-14 dark:bg-stone-900">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2 id="times" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
              Service times
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {gatherings.map((g) => (
                <li
                  key={`${g.day}${g.time}`}
                  className="rounded-xl border-t-4 border-[var(--accent)] bg-[#fbf8f3] p-5 dark:bg-stone-950"
                >
                  <p className="text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
                    {g.day}
                  </p>
                  <p className="mt-1 text-3xl font-bold text-stone-900 dark:text-white">{g.time}</p>
                  <h3 className="mt-3 font-semibold">{g.name}</h3>
                  <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{g.note}</p>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-stone-700 dark:text-stone-300">{site.contact.address}</p>
          </div>
        </section>
      )}

      <section aria-labelledby="ministries" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="ministries" className="font-display text-3xl font-semibold text-stone-900 dark:text-white">
            Life together
          </h2>
          <a
            href="/ministries"
            className="font-semibold text-[var(--primary)] underline underline-offset-4 dark:text-stone-200"
          >
            All ministries and programmes
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {site.copy.services.slice(0, 3).map((service) => (
            <li key={service.name}>
              <h3 className="font-display text-xl font-semibold text-stone-900 dark:text-white">{service.name}</h3>
              <p className="mt-2 leading-relaxed text-stone-700 dark:text-stone-300">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="events" className="bg-white py-14 dark:bg-stone-900">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="events" className="font-display mb-8 text-3xl font-semibold text-stone-900 dark:text-white">
            Coming up
          </h2>
          <Events />
        </div>
      </section>

      <section aria-labelledby="give" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="rounded-2xl bg-[var(--primary)] px-6 py-10 text-white sm:px-10">
          <h2 id="give" className="font-display text-3xl font-semibold">
            Give generously
          </h2>
          <p className="mt-3 max-w-2xl text-white/90">{site.giving?.intro}</p>
          <a
            href="/give"
            className="mt-6 inline-block rounded-full bg-white px-6 py-3 font-semibold text-stone-900 hover:bg-stone-100"
          >
            Ways to give
          </a>
        </div>
      </section>
    </Layout>
  );
}
