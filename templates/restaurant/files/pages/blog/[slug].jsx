import { post } from "webcraft:content";
import site from "../../components/facts.js";
import Layout from "../../components/Layout.jsx";
import "../../components/post-body.css";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `A story from the kitchen at ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

// Built once per published post at /blog/{slug}; params.slug says which.
export default function Post({ params }) {
  const entry = post(params.slug);
  if (!entry) {
    return (
      <Layout current="/blog">
        <p className="mx-auto max-w-3xl px-5 py-16 text-stone-600 dark:text-stone-400">This story is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\/|https:\/\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout current="/blog">
      <article className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
        <a
          href="/blog"
          className="text-sm font-semibold underline decoration-[var(--accent)] decoration-2 underline-offset-4"
        >
          All posts
        </a>
        <h1 className="mt-6 font-display text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
          {entry.title}
        </h1>
        <p className="mt-4 text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={entry.published_at}>{dateFormat.format(new Date(entry.published_at))}</time>
          {entry.author_name && <span> · {entry.author_name}</span>}
        </p>
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        )}
        <div
          className="post-body mt-10 text-stone-800 dark:text-stone-200"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises a post's body
          dangerouslySetInnerHTML={{ __html: entry.html }}
        />
      </article>
    </Layout>
  );
}
