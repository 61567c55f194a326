import { Form, WhatsAppButton } from "webcraft";
import Layout from "../components/Layout.jsx";
import PageHeader from "../components/PageHeader.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Visit and contact · ${site.name}`,
  description: `Find ${site.name} at ${site.contact.address}, call ${site.contact.phone} or send us a message or prayer request.`,
};

const field =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 focus:border-[var(--primary)] focus:outline-2 focus:outline-[var(--primary)] dark:border-stone-700 dark:bg-stone-950 dark:text-white";

export default function Contact() {
  return (
    <Layout>
      <PageHeader eyebrow="Visit us" title="Contact and directions">
        Questions, prayer requests or a visit: we would love to hear from you.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="write">
          <h2 id="write" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            Send a message
          </h2>
          <Form name="contact" className="mt-6 grid gap-4">
            <label className="block text-sm font-medium">
              Your name
              <input name="name" autoComplete="name" required className={field} />
            </label>
            <label className="block text-sm font-medium">
              Email
              <input name="email" type="email" autoComplete="email" required className={field} />
            </label>
            <label className="block text-sm font-medium">
              Phone (optional)
              <input name="phone" type="tel" autoComplete="tel" className={field} />
            </label>
            <label className="block text-sm font-medium">
              Message or prayer request
              <textarea name="message" rows={5} required className={field} />
            </label>
            <button
              type="submit"
              className="justify-self-start rounded-full bg-[var(--primary)] px-6 py-3 font-semibold text-white disabled:opacity-60"
            >
              Send message
            </button>
          </Form>
        </section>
        <section aria-labelledby="find" className="space-y-6">
          <h2 id="find" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            Find us
          </h2>
          <address className="not-italic text-lg leading-relaxed">
            {site.contact.address}
            <br />
            Phone:{" "}
            <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline">
              {site.contact.phone}
            </a>
            <br />
            Email:{" "}
            <a href={`mailto:${site.contact.email}`} className="underline">
              {site.contact.email}
            </a>
          </address>
          {site.contact.whatsapp && (
            <div>
              <p className="mb-3">Prefer WhatsApp? Message the office on {site.contact.whatsapp}.</p>
              <WhatsAppButton className="inline-flex items-center gap-2 rounded-full bg-[#0b6b3a] px-6 py-3 font-semibold text-white hover:bg-[#095c32]">
                Chat on WhatsApp
              </WhatsAppButton>
            </div>
          )}
          <div className="rounded-xl bg-white p-6 dark:bg-stone-900">
            <h3 className="font-semibold text-stone-900 dark:text-white">Office hours</h3>
            <dl className="mt-2 space-y-1">
              {site.contact.hours.map((line) => (
                <div key={line.days} className="flex justify-between gap-4">
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      </div>
    </Layout>
  );
}
