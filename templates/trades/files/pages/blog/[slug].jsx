import { post } from "webcraft:content";
import site from "../../components/facts.js";
import Layout from "../../components/Layout.jsx";
import "../../components/post-body.css";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `Plumbing advice from ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

// Built once per published post at /blog/{slug}; params.slug says which.
export default function Post({ params }) {
  const entry = post(params.slug);
  if (!entry) {
    return (
      <Layout current="/blog">
        <p className="mx-auto max-w-3xl px-5 py-16 text-slate-600 dark:text-slate-400">This post is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\/|https:\/\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout current="/blog">
      <article className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
        <a href="/blog" className="text-sm font-semibold underline underline-offset-4">
          All posts
        </a>
        <h1 className="mt-6 text-4xl font-black leading-tight tracking-tight sm:text-5xl">{entry.title}</h1>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
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
          className="post-body mt-10 text-slate-800 dark:text-slate-200"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises a post's body
          dangerouslySetInnerHTML={{ __html: entry.html }}
        />
      </article>
    </Layout>
  );
}
