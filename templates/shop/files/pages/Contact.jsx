import { Form, WhatsAppButton } from "webcraft";
import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Contact · ${site.name}`,
  description: `Order or ask ${site.name} anything: WhatsApp ${site.contact.whatsapp}, call ${site.contact.phone} or visit us at ${site.contact.address}.`,
};

const field =
  "mt-1 block w-full rounded-xl border-2 border-neutral-900 bg-white px-3 py-2.5 text-neutral-900 focus:outline-4 focus:outline-[var(--accent)] dark:border-neutral-600 dark:bg-neutral-900 dark:text-white";

export default function Contact() {
  return (
    <Layout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Get in touch</h1>
        <div className="mt-10 grid gap-10 md:grid-cols-[1fr_1.2fr]">
          <section aria-labelledby="fastest" className="space-y-6">
            <div className="rounded-3xl bg-neutral-100 p-6 dark:bg-neutral-900">
              <h2 id="fastest" className="text-2xl font-black">
                Fastest: WhatsApp
              </h2>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">
                Send your order or question to {site.contact.whatsapp}. We reply within the hour while we are open.
              </p>
              <WhatsAppButton className="mt-4 inline-flex items-center gap-2 rounded-full bg-[#0b6b3a] px-6 py-3 font-bold text-white hover:bg-[#095c32]">
                Chat on WhatsApp
              </WhatsAppButton>
            </div>
            <address className="not-italic leading-relaxed">
              <span className="block text-lg font-black">Visit the shop</span>
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
            <div>
              <h2 className="text-lg font-black">Trading hours</h2>
              <dl className="mt-1 max-w-xs space-y-0.5">
                {site.contact.hours.map((line) => (
                  <div key={line.days} className="flex justify-between gap-4">
                    <dt>{line.days}</dt>
                    <dd className="font-semibold">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
          <section
            aria-labelledby="write"
            className="rounded-3xl border-2 border-neutral-900 p-6 sm:p-8 dark:border-neutral-700"
          >
            <h2 id="write" className="text-2xl font-black">
              Or send a message
            </h2>
            <Form name="contact" className="mt-6 grid gap-4">
              <label className="block font-semibold">
                Name
                <input name="name" autoComplete="name" required className={field} />
              </label>
              <label className="block font-semibold">
                Phone or email
                <input name="contact" autoComplete="email" required className={field} />
              </label>
              <label className="block font-semibold">
                What would you like?
                <textarea name="message" rows={5} required className={field} />
              </label>
              <button
                type="submit"
                className="justify-self-start rounded-full bg-[var(--primary)] px-6 py-3 font-bold text-white disabled:opacity-60"
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
