import Layout from "../components/Layout.jsx";
import PageHeader from "../components/PageHeader.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Give · ${site.name}`,
  description: `Support the work of ${site.name}: banking details for tithes, offerings and donations.`,
};

const giving = site.giving ?? {};
const rows = [
  ["Bank", giving.bank],
  ["Account name", giving.account_name],
  ["Account number", giving.account_number],
  ["Branch code", giving.branch_code],
  ["Reference", giving.reference],
].filter(([, value]) => value);

export default function Give() {
  return (
    <Layout>
      <PageHeader eyebrow="Generosity" title="Give">
        {giving.intro}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2">
        <section
          aria-labelledby="eft"
          className="rounded-2xl border-2 border-[var(--primary)] bg-white p-6 sm:p-8 dark:bg-stone-900"
        >
          <h2 id="eft" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            Give by EFT
          </h2>
          <dl className="mt-6 divide-y divide-stone-200 dark:divide-stone-800">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
                <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
                <dd className="font-semibold text-stone-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="other"
          className="space-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300"
        >
          <h2 id="other" className="font-display text-2xl font-semibold text-stone-900 dark:text-white">
            Other ways to help
          </h2>
          <p>{giving.note}</p>
          <p>
            You can also give in person at any service, or give time: our {site.copy.services.length} ministries always
            need willing hands.
          </p>
          <p>
            Questions about giving? Call the office on{" "}
            <a href={`tel:${site.contact.phone.replace(/\s/g, "")}`} className="underline">
              {site.contact.phone}
            </a>{" "}
            or write to{" "}
            <a href={`mailto:${site.contact.email}`} className="underline">
              {site.contact.email}
            </a>
            .
          </p>
        </section>
      </div>
    </Layout>
  );
}
