import { posts } from "webcraft:content";
import Layout from "../components/Layout.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `Notes on brand, web and photography from ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "medium", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-8 sm:pt-16">
        <h1 className="text-5xl font-bold tracking-tight sm:text-7xl">Blog</h1>
        {posts.length === 0 ? (
          <p className="mt-8 text-lg text-neutral-700 dark:text-neutral-300">
            Nothing on the blog yet. Check back soon.
          </p>
        ) : (
          <ul className="mt-14 border-t border-neutral-300 dark:border-neutral-800">
            {posts.map((post) => (
              <li key={post.slug} className="border-b border-neutral-300 dark:border-neutral-800">
                <article className="grid gap-2 py-8 md:grid-cols-[10rem_1fr]">
                  <time
                    dateTime={post.published_at}
                    className="font-mono-label text-xs text-neutral-600 dark:text-neutral-400"
                  >
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  <div>
                    <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
                      <a href={`/blog/${post.slug}`} className="hover:underline">
                        {post.title}
                      </a>
                    </h2>
                    {post.excerpt && (
                      <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{post.excerpt}</p>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
