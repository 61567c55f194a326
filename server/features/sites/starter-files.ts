import type { SourceFile } from "../../builder/builder";

/** The template every new site starts from: it previews and publishes as it is (docs/product.md#sites-list). */
export function starterFiles(siteName: string): SourceFile[] {
  const site = { name: siteName, tagline: "Fresh ideas, friendly service.", email: "hello@example.com" };
  return [
    { path: "site.json", content: `${JSON.stringify(site, null, 2)}\n` },
    {
      path: "styles.css",
      content: `@import "tailwindcss";

body {
  font-family: ui-sans-serif, system-ui, sans-serif;
}
`,
    },
    {
      path: "components/Layout.jsx",
      content: `import site from "../site.json";
import "../styles.css";

export default function Layout({ children }) {
  return (
    <div className="min-h-screen flex flex-col bg-white text-slate-900">
      <header className="border-b">
        <nav className="mx-auto flex max-w-5xl items-center justify-between p-4">
          <a href="/" className="text-lg font-bold">{site.name}</a>
          <div className="flex gap-4 text-sm">
            <a href="/">Home</a>
            <a href="/about">About</a>
            <a href="/blog">Blog</a>
            <a href="/contact">Contact</a>
          </div>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 p-4">{children}</main>
      <footer className="border-t p-4 text-center text-sm text-slate-500">
        © {new Date().getFullYear()} {site.name} · {site.email}
      </footer>
    </div>
  );
}
`,
    },
    {
      path: "pages/Index.jsx",
      content: `import Layout from "../components/Layout.jsx";
import site from "../site.json";

export const meta = {
  title: site.name,
  description: \`Welcome to \${site.name}. \${site.tagline}\`,
};

export default function Index() {
  return (
    <Layout>
      <section className="py-16 text-center">
        <h1 className="text-4xl font-bold">Welcome to {site.name}</h1>
        <p className="mt-4 text-lg text-slate-600">{site.tagline}</p>
        <a href="/about" className="mt-8 inline-block rounded-md bg-indigo-600 px-5 py-3 text-white">
          Learn more about us
        </a>
      </section>
    </Layout>
  );
}
`,
    },
    {
      path: "pages/About.jsx",
      content: `import Layout from "../components/Layout.jsx";
import site from "../site.json";

export const meta = {
  title: \`About · \${site.name}\`,
  description: \`Who we are at \${site.name}, what we offer and how to reach us.\`,
};

export default function About() {
  return (
    <Layout>
      <h1 className="text-3xl font-bold">About {site.name}</h1>
      <p className="mt-4 text-slate-600">
        Tell your visitors who you are, what you offer and how to reach you. Edit pages/About.jsx to change this page.
      </p>
    </Layout>
  );
}
`,
    },
    {
      path: "components/post-body.css",
      content: `.post-body { line-height: 1.7; }
.post-body > * + * { margin-top: 1rem; }
.post-body h2 { font-size: 1.5rem; font-weight: 700; margin-top: 2rem; }
.post-body h3 { font-size: 1.25rem; font-weight: 600; margin-top: 1.5rem; }
.post-body a { color: #4338ca; text-decoration: underline; }
.post-body ul { list-style: disc; padding-left: 1.5rem; }
.post-body ol { list-style: decimal; padding-left: 1.5rem; }
.post-body blockquote { border-left: 4px solid #cbd5e1; padding-left: 1rem; color: #475569; }
.post-body code { font-family: ui-monospace, monospace; background: #f1f5f9; padding: 0 .25rem; border-radius: .25rem; }
.post-body pre { background: #0f172a; color: #f8fafc; padding: 1rem; border-radius: .5rem; overflow-x: auto; }
.post-body pre code { background: none; padding: 0; }
.post-body img { max-width: 100%; height: auto; border-radius: .5rem; }
.post-body iframe { width: 100%; aspect-ratio: 16 / 9; border: 0; }
.post-body table { border-collapse: collapse; width: 100%; }
.post-body th, .post-body td { border: 1px solid #cbd5e1; padding: .5rem; text-align: left; }
`,
    },
    {
      path: "pages/blog/index.jsx",
      content: `import { posts } from "webcraft:content";
import Layout from "../../components/Layout.jsx";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

export default function Blog() {
  return (
    <Layout>
      <h1 className="text-3xl font-bold">Blog</h1>
      {posts.length === 0 ? (
        <p className="mt-4 text-slate-600">No posts yet. Write one under Content and publish it to see it here.</p>
      ) : (
        <ul className="mt-8 grid gap-8">
          {posts.map((post) => (
            <li key={post.slug}>
              <article>
                <h2 className="text-xl font-semibold">
                  <a href={\`/blog/\${post.slug}\`} className="text-indigo-700 hover:underline">
                    {post.title}
                  </a>
                </h2>
                <time dateTime={post.published_at} className="mt-1 block text-sm text-slate-600">
                  {dateFormat.format(new Date(post.published_at))}
                </time>
                {post.excerpt && <p className="mt-2 text-slate-700">{post.excerpt}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </Layout>
  );
}
`,
    },
    {
      path: "pages/blog/[slug].jsx",
      content: `import { post } from "webcraft:content";
import Layout from "../../components/Layout.jsx";
import "../../components/post-body.css";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });

// Built once per published post at /blog/{slug}; params.slug says which.
export default function Post({ params }) {
  const entry = post(params.slug);
  if (!entry) {
    return (
      <Layout>
        <p className="text-slate-600">This post is not published.</p>
      </Layout>
    );
  }
  const cover = /^(\\/|https:\\/\\/)/.test(entry.cover_image) ? entry.cover_image : "";
  return (
    <Layout>
      <article className="mx-auto max-w-2xl py-8">
        <h1 className="text-4xl font-bold">{entry.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={entry.published_at}>{dateFormat.format(new Date(entry.published_at))}</time>
          {entry.author_name && <span> · {entry.author_name}</span>}
        </p>
        {cover && (
          <img src={cover} alt="" width={1200} height={630} className="mt-6 aspect-[1200/630] w-full rounded-lg object-cover" />
        )}
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: entry.html }} />
        <p className="mt-12">
          <a href="/blog" className="text-indigo-700 hover:underline">
            All posts
          </a>
        </p>
      </article>
    </Layout>
  );
}
`,
    },
    {
      path: "pages/Contact.jsx",
      content: `import { Form } from "webcraft";
import Layout from "../components/Layout.jsx";
import site from "../site.json";

export const meta = {
  title: \`Contact · \${site.name}\`,
  description: \`Send \${site.name} a message: questions, orders or just hello. We will reply soon.\`,
};

const field = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-indigo-600 focus:outline-none";

export default function Contact() {
  return (
    <Layout>
      <section className="mx-auto max-w-xl py-8">
        <h1 className="text-3xl font-bold">Contact us</h1>
        <p className="mt-4 text-slate-600">Questions, orders or just hello: send us a message and we will reply soon.</p>
        <Form name="contact" className="mt-8 grid gap-4">
          <label className="block text-sm font-medium">
            Name
            <input name="name" autoComplete="name" required className={field} />
          </label>
          <label className="block text-sm font-medium">
            Email
            <input name="email" type="email" autoComplete="email" required className={field} />
          </label>
          <label className="block text-sm font-medium">
            Message
            <textarea name="message" rows={5} required className={field} />
          </label>
          <button type="submit" className="justify-self-start rounded-md bg-indigo-600 px-5 py-3 text-white disabled:opacity-60">
            Send message
          </button>
        </Form>
        <p className="mt-8 text-sm text-slate-500">Or write to {site.email}.</p>
      </section>
    </Layout>
  );
}
`,
    },
  ];
}
