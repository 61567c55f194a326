import type { CommandGroup, CommandItem } from "./command-types";

const WORD_START = /[\s/\\._-]/;

function isWordStart(text: string, index: number): boolean {
  return index === 0 || WORD_START.test(text.charAt(index - 1));
}

/**
 * The query's characters in order, not necessarily together (`idxj` in `index.jsx`): a score from 0 to
 * 399 that favours characters at word starts and runs of adjacent ones, or null when they are not all there.
 */
function subsequenceScore(query: string, text: string): number | null {
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const char of query) {
    const at = text.indexOf(char, from);
    if (at < 0) return null;
    if (isWordStart(text, at)) score += 3;
    if (at === previous + 1) score += 2;
    previous = at;
    from = at + 1;
  }
  const spread = previous - text.indexOf(query.charAt(0)) + 1;
  return Math.round((399 * score) / (5 * query.length)) - Math.min(spread - query.length, 100);
}

/**
 * How well `query` matches `text`, case aside: the whole text, then its start, a word start, anywhere,
 * every word of the query somewhere, and last its characters in order. Higher is better; null is no match.
 */
export function matchScore(query: string, text: string): number | null {
  const q = query.trim().toLowerCase();
  const t = text.toLowerCase();
  if (!q) return 0;
  if (t === q) return 1000;
  const at = t.indexOf(q);
  if (at === 0) return 900;
  if (at > 0) return (isWordStart(t, at) ? 800 : 700) - Math.min(at, 50);
  const words = q.split(/\s+/);
  if (words.length > 1 && words.every((word) => t.includes(word))) {
    return words.every((word) => isWordStart(t, t.indexOf(word))) ? 650 : 600;
  }
  const score = subsequenceScore(q.replace(/\s+/g, ""), t);
  return score === null ? null : Math.max(score, 1);
}

/**
 * An item's best score over its label (with its prefix) and its keywords. Its detail (an address, a path)
 * counts only where it holds the query as it was typed, and a little lower: scattered letters in an
 * address match nearly anything.
 */
export function itemScore(query: string, item: CommandItem): number | null {
  const scores = [
    matchScore(query, `${item.prefix ?? ""}${item.label}`),
    ...(item.keywords ?? []).map((keyword) => matchScore(query, keyword)),
  ];
  const detail = item.detail ? matchScore(query, item.detail) : null;
  if (detail !== null && detail >= 700) scores.push(detail - 100);
  const found = scores.filter((score): score is number => score !== null);
  return found.length > 0 ? Math.max(...found) : null;
}

/**
 * The groups with only the items matching `query`, best first; groups with their best item first. An
 * empty query keeps everything in its own order. Ties keep the order they came in.
 */
export function filterCommands(groups: readonly CommandGroup[], query: string): CommandGroup[] {
  if (!query.trim()) return groups.filter((group) => group.items.length > 0);
  return groups
    .map((group) => {
      const ranked = group.items
        .map((item) => ({ item, score: itemScore(query, item) }))
        .filter((entry): entry is { item: CommandItem; score: number } => entry.score !== null)
        .sort((a, b) => b.score - a.score || a.item.label.length - b.item.label.length);
      return { group: { ...group, items: ranked.map((entry) => entry.item) }, best: ranked[0]?.score ?? -1 };
    })
    .filter((entry) => entry.best >= 0)
    .sort((a, b) => b.best - a.best)
    .map((entry) => entry.group);
}
