import { Form } from "webcraft";
import site, { contact, hours, serviceAreas, telHref } from "../components/facts.js";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../components/Icons.jsx";
import Layout, { WhatsAppLink } from "../components/Layout.jsx";

export const meta = {
  title: `Contact · ${site.name}`,
  description: `Call ${site.name} for emergencies, WhatsApp us a photo of the problem, or ask for a quote.`,
};

const field =
  "mt-1.5 block w-full rounded-lg border-2 border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-[var(--primary)] focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

export default function Contact() {
  return (
    <Layout current="/contact">
      <div className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Contact us</h1>
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <section aria-labelledby="now">
            {contact.phone && (
              <div className="rounded-2xl bg-slate-900 p-7 text-white">
                <h2 id="now" className="text-lg font-bold text-slate-300">
                  Emergencies, 24 hours
                </h2>
                <a
                  href={telHref(contact.phone)}
                  className="mt-2 flex items-center gap-3 text-3xl font-black hover:underline sm:text-4xl"
                >
                  <PhoneIcon className="h-8 w-8" />
                  {contact.phone}
                </a>
                <WhatsAppLink className="mt-5 px-5 py-3" />
              </div>
            )}
            <dl className="mt-8 space-y-6">
              {contact.address && (
                <div>
                  <dt className="flex items-center gap-2 font-bold">
                    <PinIcon className="h-5 w-5 shrink-0" />
                    Workshop
                  </dt>
                  <dd className="mt-1 pl-7 text-slate-700 dark:text-slate-300">{contact.address}</dd>
                </div>
              )}
              {hours.length > 0 && (
                <div>
                  <dt className="flex items-center gap-2 font-bold">
                    <ClockIcon className="h-5 w-5 shrink-0" />
                    Hours
                  </dt>
                  <dd className="mt-1 pl-7 text-slate-700 dark:text-slate-300">
                    <ul>
                      {hours.map((line) => (
                        <li key={line.days}>
                          {line.days}:{" "}
                          <span className="font-semibold text-slate-900 dark:text-white">{line.hours}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt className="flex items-center gap-2 font-bold">
                    <MailIcon className="h-5 w-5 shrink-0" />
                    Email
                  </dt>
                  <dd className="mt-1 pl-7">
                    <a href={`mailto:${contact.email}`} className="underline underline-offset-4">
                      {contact.email}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section
            aria-labelledby="quote"
            className="rounded-2xl border-2 border-slate-200 p-6 sm:p-8 dark:border-slate-700"
          >
            <h2 id="quote" className="text-2xl font-black">
              Ask for a quote
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Not urgent? Tell us about the job and we will reply the same working day.
            </p>
            <Form name="quote" className="mt-6 grid gap-5" successMessage="Thank you! We will call you back today.">
              <div className="grid gap-5 sm:grid-cols-2">
                <label className="block font-semibold">
                  Your name
                  <input name="name" autoComplete="name" required className={field} />
                </label>
                <label className="block font-semibold">
                  Phone
                  <input name="phone" type="tel" autoComplete="tel" required className={field} />
                </label>
              </div>
              <label className="block font-semibold">
                Suburb
                <input name="suburb" autoComplete="address-level2" list="areas" className={field} />
                <datalist id="areas">
                  {serviceAreas.map((area) => (
                    <option key={area} value={area} />
                  ))}
                </datalist>
              </label>
              <label className="block font-semibold">
                What needs fixing?
                <textarea
                  name="message"
                  rows={5}
                  required
                  placeholder="The geyser is dripping from the overflow pipe"
                  className={field}
                />
              </label>
              <button
                type="submit"
                className="justify-self-start rounded-lg bg-[var(--primary)] px-6 py-3.5 font-bold text-white hover:brightness-110 disabled:opacity-60"
              >
                Send request
              </button>
            </Form>
          </section>
        </div>
      </div>
    </Layout>
  );
}
