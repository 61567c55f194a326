import { posts } from "webcraft:content";
import Layout from "../components/Layout.jsx";
import PageHeader from "../components/PageHeader.jsx";
import site from "../data/site.json";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `News, stories and reflections from ${site.name}.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout>
      <PageHeader eyebrow="From the church" title="Blog" />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        {posts.length === 0 ? (
          <p className="text-lg text-stone-700 dark:text-stone-300">No posts yet. Check back soon.</p>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {posts.map((post) => (
              <li key={post.slug} className="py-8 first:pt-0">
                <article>
                  <time dateTime={post.published_at} className="text-sm text-stone-600 dark:text-stone-400">
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  <h2 className="font-display mt-1 text-2xl font-semibold text-stone-900 dark:text-white">
                    <a href={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  {post.excerpt && <p className="mt-2 text-stone-700 dark:text-stone-300">{post.excerpt}</p>}
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Layout>
  );
}
