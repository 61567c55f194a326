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
        <p className="mx-auto max-w-3xl px-4 py-14">This post is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\/|https:\/\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <p className="text-sm text-stone-600 dark:text-stone-400">
          <time dateTime={entry.published_at}>{dateFormat.format(new Date(entry.published_at))}</time>
          {entry.author_name && <span> · {entry.author_name}</span>}
        </p>
        <h1 className="font-display mt-2 text-4xl font-semibold text-stone-900 sm:text-5xl dark:text-white">
          {entry.title}
        </h1>
        {cover && (
          <img
            src={cover}
            alt=""
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover"
          />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises the post body */}
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <p className="mt-12">
          <a href="/blog" className="font-semibold underline underline-offset-4">
            All posts
          </a>
        </p>
      </article>
    </Layout>
  );
}
