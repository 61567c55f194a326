import site, {
  contact,
  copy,
  gallery,
  hours,
  isCallOut,
  paragraphs,
  photos,
  serviceAreas,
  services,
} from "../components/facts.js";
import { CheckIcon, ClockIcon, PinIcon, WrenchIcon } from "../components/Icons.jsx";
import Layout, { CallButton, WhatsAppLink } from "../components/Layout.jsx";
import Photo from "../components/Photo.jsx";
import Van, { JobArt } from "../components/WorkArt.jsx";

export const meta = {
  title: `${site.name} · ${site.tagline || "Plumbing and electrical"}`,
  description: copy.intro || site.tagline,
};

export default function Index() {
  const callOuts = services.filter(isCallOut);
  const jobs = services.filter((service) => !isCallOut(service));
  const story = paragraphs(copy.about)[0];
  return (
    <Layout current="/">
      <section className="relative overflow-hidden bg-slate-900 text-white">
        <div aria-hidden="true" className="stripes absolute inset-x-0 top-0 h-3 opacity-90" />
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:py-20">
          <div>
            <h1 className="text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
              {copy.headline || site.name}
            </h1>
            {copy.intro && <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{copy.intro}</p>}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <CallButton className="px-6 py-4 text-lg" />
              <WhatsAppLink className="px-6 py-4 text-white" />
            </div>
          </div>
          <div className="grid gap-6">
            <Photo
              photo={photos.hero}
              slot="photos.hero"
              priority
              width={800}
              height={500}
              sizes="(min-width: 1024px) 28rem, calc(100vw - 2.5rem)"
              className="aspect-[16/10] w-full rounded-2xl"
              placeholder={<Van />}
            />
            {callOuts.length > 0 && (
              <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8 dark:bg-slate-800 dark:text-white">
                <h2 className="text-xl font-black">Call-out fees</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  No surprises: you know the price before we arrive.
                </p>
                <ul className="mt-5 divide-y divide-slate-200 dark:divide-slate-700">
                  {callOuts.map((service) => (
                    <li key={service.name} className="flex items-start justify-between gap-4 py-4">
                      <div>
                        <h3 className="font-bold">{service.name}</h3>
                        {service.description && (
                          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{service.description}</p>
                        )}
                      </div>
                      <p className="shrink-0 text-2xl font-black">{service.price}</p>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </section>

      {jobs.length > 0 && (
        <section aria-labelledby="services" className="mx-auto max-w-6xl px-5 py-16">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="services" className="text-3xl font-black tracking-tight sm:text-4xl">
              What we fix
            </h2>
            <a
              href="/services"
              className="font-bold text-[var(--primary)] underline underline-offset-4 dark:text-white"
            >
              All services and prices
            </a>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {jobs.slice(0, 6).map((service) => (
              <li
                key={service.name}
                className="flex flex-col rounded-xl border-2 border-slate-200 p-6 dark:border-slate-700"
              >
                <span
                  aria-hidden="true"
                  className="grid h-11 w-11 place-items-center rounded-lg bg-slate-100 text-[var(--primary)] dark:bg-slate-800 dark:text-white"
                >
                  <WrenchIcon />
                </span>
                <h3 className="mt-4 text-lg font-bold">{service.name}</h3>
                {service.description && (
                  <p className="mt-2 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">
                    {service.description}
                  </p>
                )}
                {service.price && <p className="mt-4 font-black">{service.price}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {gallery.length > 0 && (
        <section aria-labelledby="jobs" className="mx-auto max-w-6xl px-5 pb-16">
          <h2 id="jobs" className="text-3xl font-black tracking-tight sm:text-4xl">
            Recent jobs
          </h2>
          <div className="mt-10 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
            {gallery.map((photo, index) => (
              <Photo
                // biome-ignore lint/suspicious/noArrayIndexKey: a photo is its place in the gallery, as its slot says.
                key={index}
                photo={photo}
                slot={`photos.gallery.${index}`}
                width={480}
                height={360}
                sizes="(min-width: 1024px) 17rem, calc(50vw - 1.75rem)"
                className="aspect-[4/3] w-full rounded-xl"
                placeholder={<JobArt index={index} />}
              />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="areas" className="bg-slate-100 dark:bg-slate-900">
        <div className="mx-auto grid max-w-6xl gap-10 px-5 py-16 lg:grid-cols-2">
          <div>
            <h2 id="areas" className="flex items-center gap-3 text-3xl font-black tracking-tight">
              <PinIcon className="h-7 w-7 text-[var(--primary)] dark:text-white" />
              Areas we cover
            </h2>
            {serviceAreas.length > 0 ? (
              <ul className="mt-6 flex flex-wrap gap-2">
                {serviceAreas.map((area) => (
                  <li key={area} className="rounded-full bg-white px-4 py-2 font-semibold shadow-sm dark:bg-slate-800">
                    {area}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-6 text-slate-700 dark:text-slate-300">Call us to check that we cover your area.</p>
            )}
            {contact.address && (
              <p className="mt-6 text-slate-700 dark:text-slate-300">Our workshop: {contact.address}</p>
            )}
          </div>
          <div>
            <h2 className="flex items-center gap-3 text-3xl font-black tracking-tight">
              <ClockIcon className="h-7 w-7 text-[var(--primary)] dark:text-white" />
              When we work
            </h2>
            <dl className="mt-6 divide-y divide-slate-300 rounded-xl bg-white px-6 shadow-sm dark:divide-slate-700 dark:bg-slate-800">
              {hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4 py-4">
                  <dt className="text-slate-700 dark:text-slate-300">{line.days}</dt>
                  <dd className="text-right font-bold">{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      {story && (
        <section aria-labelledby="about" className="mx-auto max-w-6xl px-5 py-16">
          <div className="grid gap-8 rounded-2xl bg-[var(--primary)] p-8 text-white sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center">
            <div>
              <h2 id="about" className="text-3xl font-black tracking-tight">
                Who we are
              </h2>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-white/90">{story}</p>
              <a href="/about" className="mt-5 inline-flex items-center gap-2 font-bold underline underline-offset-4">
                <CheckIcon /> More about us
              </a>
            </div>
            <a
              href="/contact"
              className="inline-flex justify-center rounded-lg bg-white px-6 py-4 font-bold text-slate-900 hover:bg-slate-100"
            >
              Ask for a quote
            </a>
          </div>
        </section>
      )}
    </Layout>
  );
}
