import { Form, WhatsAppButton } from "webcraft";
import site, { contact, hours, telHref } from "../components/facts.js";
import Layout from "../components/Layout.jsx";

export const meta = {
  title: `Visit us · ${site.name}`,
  description: `Where to find ${site.name}, when we are open, and how to book a table.`,
};

const field =
  "mt-1.5 block w-full rounded-xl border border-stone-300 bg-white px-4 py-3 text-stone-900 focus:border-[var(--primary)] focus:outline-none focus:ring-2 focus:ring-[var(--primary)]/30 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100";

export default function Contact() {
  return (
    <Layout current="/contact">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:py-16 lg:grid-cols-2">
        <section aria-labelledby="visit">
          <h1 id="visit" className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            Visit us
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
            Walk-ins are always welcome. For tables of six or more, book ahead on WhatsApp or send us a note.
          </p>
          <dl className="mt-8 space-y-5">
            {contact.address && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-stone-500 dark:text-stone-400">
                  Address
                </dt>
                <dd className="mt-1 text-lg">{contact.address}</dd>
              </div>
            )}
            {contact.phone && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-stone-500 dark:text-stone-400">
                  Phone
                </dt>
                <dd className="mt-1 text-lg">
                  <a
                    href={telHref(contact.phone)}
                    className="underline decoration-[var(--accent)] decoration-2 underline-offset-4"
                  >
                    {contact.phone}
                  </a>
                </dd>
              </div>
            )}
            {contact.email && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-stone-500 dark:text-stone-400">
                  Email
                </dt>
                <dd className="mt-1 text-lg">
                  <a
                    href={`mailto:${contact.email}`}
                    className="underline decoration-[var(--accent)] decoration-2 underline-offset-4"
                  >
                    {contact.email}
                  </a>
                </dd>
              </div>
            )}
            {hours.length > 0 && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-widest text-stone-500 dark:text-stone-400">
                  Opening hours
                </dt>
                <dd className="mt-1">
                  <ul className="space-y-1 text-lg">
                    {hours.map((line) => (
                      <li key={line.days}>
                        {line.days}: <span className="font-semibold">{line.hours}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
          {contact.whatsapp && (
            <WhatsAppButton className="mt-8 inline-flex items-center gap-2 rounded-full bg-[#0d7a3e] px-6 py-3 font-semibold text-white hover:brightness-110">
              Book on WhatsApp
            </WhatsAppButton>
          )}
        </section>
        <section
          aria-labelledby="write"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10 dark:bg-stone-900 dark:ring-stone-700"
        >
          <h2 id="write" className="font-display text-2xl font-semibold">
            Send us a note
          </h2>
          <Form name="contact" className="mt-6 grid gap-5" successMessage="Thank you! We will get back to you today.">
            <label className="block font-medium">
              Your name
              <input name="name" autoComplete="name" required className={field} />
            </label>
            <div className="grid gap-5 sm:grid-cols-2">
              <label className="block font-medium">
                Email
                <input name="email" type="email" autoComplete="email" required className={field} />
              </label>
              <label className="block font-medium">
                Phone <span className="font-normal text-stone-500 dark:text-stone-400">(optional)</span>
                <input name="phone" type="tel" autoComplete="tel" className={field} />
              </label>
            </div>
            <label className="block font-medium">
              Message
              <textarea
                name="message"
                rows={5}
                required
                placeholder="A table for four on Saturday at 10:00, please"
                className={field}
              />
            </label>
            <button
              type="submit"
              className="justify-self-start rounded-full bg-[var(--primary)] px-6 py-3 font-semibold text-white hover:brightness-110 disabled:opacity-60"
            >
              Send
            </button>
          </Form>
        </section>
      </div>
    </Layout>
  );
}
