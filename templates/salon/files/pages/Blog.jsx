import { posts } from "webcraft:content";
import site from "../components/facts.js";
import Layout, { tint } from "../components/Layout.jsx";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `Hair and skin care tips, news and offers from ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout current="/blog">
      <div className="mx-auto max-w-5xl px-5 py-14 sm:py-20">
        <h1 className="text-center text-4xl font-light tracking-tight sm:text-5xl">Blog</h1>
        <p className="mt-5 text-center text-lg text-neutral-600 dark:text-neutral-300">
          Care tips, news and offers from the salon.
        </p>
        {posts.length === 0 ? (
          <p className="mt-12 text-center text-neutral-600 dark:text-neutral-400">Nothing here yet. Check back soon.</p>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className={`h-full rounded-[2rem] p-8 ${tint}`}>
                  <time
                    dateTime={post.published_at}
                    className="text-xs font-semibold uppercase tracking-[0.2em] text-neutral-600 dark:text-neutral-400"
                  >
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  <h2 className="mt-3 text-2xl font-light">
                    <a href={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  {post.excerpt && (
                    <p className="mt-3 leading-relaxed text-neutral-700 dark:text-neutral-300">{post.excerpt}</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
