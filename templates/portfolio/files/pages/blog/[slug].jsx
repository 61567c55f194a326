import { post } from "webcraft:content";
import Layout from "../../components/Layout.jsx";
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
        <p className="mx-auto max-w-3xl px-4 py-16">This post is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\/|https:\/\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout>
      <article className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <p className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400">
          <time dateTime={entry.published_at}>{dateFormat.format(new Date(entry.published_at))}</time>
          {entry.author_name && <span> · {entry.author_name}</span>}
        </p>
        <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight sm:text-6xl">{entry.title}</h1>
        {cover && (
          <img src={cover} alt="" width={1200} height={630} className="mt-10 aspect-[1200/630] w-full object-cover" />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises the post body */}
        <div className="post-body mt-10" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <p className="font-mono-label mt-14 text-sm">
          <a href="/blog" className="underline underline-offset-4">
            All posts
          </a>
        </p>
      </article>
    </Layout>
  );
}
