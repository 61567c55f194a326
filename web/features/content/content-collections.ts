import { parseFrontMatter } from "./front-matter";

export type ContentEntry = {
  slug: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) from the front matter, if any. */
  date: string | null;
  order: number;
  body: string;
};

type Sources = Record<string, string>;

// Bundled at build time: the markdown lives in /content beside web/, outside the Vite root.
const docSources: Sources = import.meta.glob("../../../content/docs/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const postSources: Sources = import.meta.glob("../../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const legalSources: Sources = import.meta.glob("../../../content/legal/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

function slugFromPath(path: string): string {
  return (path.split("/").pop() ?? path).replace(/\.md$/, "");
}

function toEntries(sources: Sources): ContentEntry[] {
  return Object.entries(sources).map(([path, source]) => {
    const { data, body } = parseFrontMatter(source);
    const slug = slugFromPath(path);
    const order = Number.parseFloat(data.order ?? "");
    return {
      slug,
      title: data.title ?? slug,
      description: data.description ?? "",
      date: data.date ?? null,
      order: Number.isFinite(order) ? order : Number.POSITIVE_INFINITY,
      body,
    };
  });
}

/** Documentation pages in reading order (`order`, then title). */
export const docs = toEntries(docSources).sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));

/** Blog posts, newest first. */
export const posts = toEntries(postSources).sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));

export const legalDocuments = toEntries(legalSources);

export function findEntry(entries: ContentEntry[], slug: string | undefined): ContentEntry | null {
  return entries.find((entry) => entry.slug === slug) ?? null;
}
