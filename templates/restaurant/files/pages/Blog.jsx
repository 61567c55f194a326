import { posts } from "webcraft:content";
import site from "../components/facts.js";
import Layout from "../components/Layout.jsx";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `News, recipes and stories from the kitchen at ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout current="/blog">
      <div className="mx-auto max-w-3xl px-5 py-12 sm:py-16">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Blog</h1>
        <p className="mt-4 text-lg text-stone-700 dark:text-stone-300">News, recipes and stories from our kitchen.</p>
        {posts.length === 0 ? (
          <p className="mt-10 text-stone-600 dark:text-stone-400">No stories yet. Check back soon.</p>
        ) : (
          <ul className="mt-10 divide-y divide-stone-200 dark:divide-stone-800">
            {posts.map((post) => (
              <li key={post.slug} className="py-8">
                <article>
                  <time dateTime={post.published_at} className="text-sm text-stone-600 dark:text-stone-400">
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  <h2 className="mt-2 font-display text-2xl font-semibold">
                    <a href={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  {post.excerpt && (
                    <p className="mt-3 leading-relaxed text-stone-700 dark:text-stone-300">{post.excerpt}</p>
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
