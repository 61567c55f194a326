import { posts } from "webcraft:content";
import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `What is new on the shelves at ${site.name}: new products, seasonal treats and recipes.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "medium", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Blog</h1>
        {posts.length === 0 ? (
          <p className="mt-6 text-lg text-neutral-700 dark:text-neutral-300">Nothing new yet. Check back soon.</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {posts.map((post) => (
              <li key={post.slug} className="rounded-3xl border-2 border-neutral-900 p-6 dark:border-neutral-700">
                <article>
                  <time
                    dateTime={post.published_at}
                    className="inline-block rounded-full bg-neutral-100 px-3 py-1 text-sm font-semibold dark:bg-neutral-800"
                  >
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  <h2 className="mt-3 text-2xl font-black">
                    <a href={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  {post.excerpt && <p className="mt-2 text-neutral-700 dark:text-neutral-300">{post.excerpt}</p>}
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
