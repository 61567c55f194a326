import { Form } from "webcraft";
import site, { contact, hours, telHref } from "../components/facts.js";
import Layout, { BookButton, tint } from "../components/Layout.jsx";

export const meta = {
  title: `Contact · ${site.name}`,
  description: `Book at ${site.name} on WhatsApp, call us, or send a message. Where to find us and when we are open.`,
};

const field =
  "mt-1.5 block w-full rounded-2xl border border-neutral-300 bg-white px-4 py-3 text-neutral-900 focus:border-[var(--primary)] focus:outline-none focus:ring-2 focus:ring-[var(--primary)]/25 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100";

export default function Contact() {
  return (
    <Layout current="/contact">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:py-20">
        <header className="text-center">
          <h1 className="text-4xl font-light tracking-tight sm:text-5xl">Book or say hello</h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-neutral-600 dark:text-neutral-300">
            The quickest way to book is WhatsApp: tell us the treatment and a time, and we confirm within the hour.
          </p>
          <BookButton className="mt-8 inline-block px-8 py-4 text-lg" />
        </header>
        <div className="mt-16 grid gap-10 lg:grid-cols-[1fr_1.2fr]">
          <section aria-labelledby="details" className={`rounded-[2rem] p-8 sm:p-10 ${tint}`}>
            <h2 id="details" className="text-2xl font-light">
              The salon
            </h2>
            <dl className="mt-6 space-y-5">
              {contact.address && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
                    Address
                  </dt>
                  <dd className="mt-1">{contact.address}</dd>
                </div>
              )}
              {contact.phone && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
                    Phone
                  </dt>
                  <dd className="mt-1">
                    <a href={telHref(contact.phone)} className="underline underline-offset-4">
                      {contact.phone}
                    </a>
                  </dd>
                </div>
              )}
              {contact.email && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
                    Email
                  </dt>
                  <dd className="mt-1">
                    <a href={`mailto:${contact.email}`} className="underline underline-offset-4">
                      {contact.email}
                    </a>
                  </dd>
                </div>
              )}
              {hours.length > 0 && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400">
                    Opening hours
                  </dt>
                  <dd className="mt-1">
                    <ul className="space-y-1">
                      {hours.map((line) => (
                        <li key={line.days}>
                          {line.days}: <span className="font-medium">{line.hours}</span>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section aria-labelledby="message">
            <h2 id="message" className="text-2xl font-light">
              Send a message
            </h2>
            <Form name="contact" className="mt-6 grid gap-5" successMessage="Thank you! We will be in touch soon.">
              <div className="grid gap-5 sm:grid-cols-2">
                <label className="block text-sm font-medium">
                  Your name
                  <input name="name" autoComplete="name" required className={field} />
                </label>
                <label className="block text-sm font-medium">
                  Phone
                  <input name="phone" type="tel" autoComplete="tel" required className={field} />
                </label>
              </div>
              <label className="block text-sm font-medium">
                Email <span className="font-normal text-neutral-600 dark:text-neutral-400">(optional)</span>
                <input name="email" type="email" autoComplete="email" className={field} />
              </label>
              <label className="block text-sm font-medium">
                What would you like?
                <textarea
                  name="message"
                  rows={5}
                  required
                  placeholder="A silk press on Saturday morning"
                  className={field}
                />
              </label>
              <button
                type="submit"
                className="justify-self-start rounded-full bg-[var(--primary)] px-7 py-3.5 font-medium text-white hover:brightness-110 disabled:opacity-60"
              >
                Send message
              </button>
            </Form>
          </section>
        </div>
      </div>
    </Layout>
  );
}
