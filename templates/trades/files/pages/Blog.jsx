import { posts } from "webcraft:content";
import site from "../components/facts.js";
import Layout from "../components/Layout.jsx";

export const meta = {
  title: `Blog · ${site.name}`,
  description: `Plumbing tips and news from ${site.name}: save water, avoid emergencies and know when to call.`,
};

const dateFormat = new Intl.DateTimeFormat("en-ZA", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout current="/blog">
      <div className="mx-auto max-w-4xl px-5 py-12 sm:py-16">
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Blog</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          Tips to save water, avoid emergencies and know when to call.
        </p>
        {posts.length === 0 ? (
          <p className="mt-10 text-slate-600 dark:text-slate-400">No articles yet. Check back soon.</p>
        ) : (
          <ul className="mt-10 grid gap-5">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="rounded-xl border-2 border-slate-200 p-6 hover:border-[var(--primary)] dark:border-slate-700">
                  <h2 className="text-2xl font-black">
                    <a href={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </a>
                  </h2>
                  <time dateTime={post.published_at} className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                    {dateFormat.format(new Date(post.published_at))}
                  </time>
                  {post.excerpt && (
                    <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{post.excerpt}</p>
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
