import { post } from "webcraft:content";
import Layout from "../../components/Layout.jsx";
import { orderLink } from "../../components/order.js";
import site from "../../data/site.json";
import "../../components/post-body.css";

export const meta = {
  description: `From the blog of ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

// Built once per published post at /blog/{slug}; params.slug says which.
export default function Post({ params }) {
  const entry = post(params.slug);
  if (!entry) {
    return (
      <Layout>
        <p className="mx-auto max-w-3xl px-4 py-12">This post is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\/|https:\/\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{entry.title}</h1>
        <p className="mt-3 text-neutral-600 dark:text-neutral-400">
          <time dateTime={entry.published_at}>{dateFormat.format(new Date(entry.published_at))}</time>
          {entry.author_name && <span> · {entry.author_name}</span>}
        </p>
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-3xl object-cover"
          />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises the post body */}
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <div className="mt-12 flex flex-wrap gap-3">
          <a href={orderLink("")} className="rounded-full bg-[var(--primary)] px-5 py-2.5 font-bold text-white">
            Order on WhatsApp
          </a>
          <a
            href="/blog"
            className="rounded-full border-2 border-neutral-900 px-5 py-2.5 font-bold dark:border-neutral-300"
          >
            All posts
          </a>
        </div>
      </article>
    </Layout>
  );
}
