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
  ];
}
