import { useDocumentTitle } from "@/lib/use-document-title";
import { type ContentEntry, findEntry } from "./content-collections";

/** The entry of `entries` named by `slug` (null when there is none), with the tab named after it. */
export function useContentEntry(entries: ContentEntry[], slug: string | undefined) {
  const entry = findEntry(entries, slug);
  useDocumentTitle(entry?.title ?? null);
  return entry;
}
