import { Form, WhatsAppButton } from "webcraft";
import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Contact · ${site.name}`,
  description: `Start a project with ${site.name}: email ${site.contact.email}, call ${site.contact.phone} or visit the studio.`,
};

const field =
  "mt-2 block w-full border-0 border-b-2 border-neutral-400 bg-transparent px-0 py-2 text-lg focus:border-[var(--primary)] focus:outline-none focus:ring-0 dark:border-neutral-600 dark:focus:border-white";

export default function Contact() {
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">Let's talk</h1>
        <div className="mt-14 grid gap-14 md:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="brief">
            <h2 id="brief" className="font-mono-label text-sm">
              Tell us about your project
            </h2>
            <Form name="contact" className="mt-8 grid gap-8">
              <label className="block font-semibold">
                Your name
                <input name="name" autoComplete="name" required className={field} />
              </label>
              <label className="block font-semibold">
                Email
                <input name="email" type="email" autoComplete="email" required className={field} />
              </label>
              <label className="block font-semibold">
                Business
                <input name="business" autoComplete="organization" className={field} />
              </label>
              <label className="block font-semibold">
                Budget
                <select name="budget" className={field}>
                  <option className="text-black">Under R 10 000</option>
                  <option className="text-black">R 10 000 – R 30 000</option>
                  <option className="text-black">R 30 000 – R 80 000</option>
                  <option className="text-black">More than R 80 000</option>
                </select>
              </label>
              <label className="block font-semibold">
                What do you need?
                <textarea name="message" rows={4} required className={field} />
              </label>
              <button
                type="submit"
                className="justify-self-start bg-[var(--primary)] px-8 py-4 font-semibold text-white disabled:opacity-60"
              >
                Send brief
              </button>
            </Form>
          </section>
          <aside aria-labelledby="studio" className="space-y-8">
            <h2 id="studio" className="font-mono-label text-sm">
              The studio
            </h2>
            <address className="not-italic text-lg leading-relaxed">
              {site.contact.address}
              <br />
              <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline underline-offset-4">
                {site.contact.phone}
              </a>
              <br />
              <a href={`mailto:${site.contact.email}`} className="underline underline-offset-4">
                {site.contact.email}
              </a>
            </address>
            <div>
              <p>Quick question? WhatsApp us on {site.contact.whatsapp}.</p>
              <WhatsAppButton className="mt-4 inline-flex items-center gap-2 bg-[#0b6b3a] px-6 py-3 font-semibold text-white hover:bg-[#095c32]">
                Chat on WhatsApp
              </WhatsAppButton>
            </div>
            <dl className="space-y-1">
              {site.contact.hours.map((line) => (
                <div
                  key={line.days}
                  className="flex justify-between gap-4 border-b border-neutral-300 py-2 dark:border-neutral-800"
                >
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </Layout>
  );
}
