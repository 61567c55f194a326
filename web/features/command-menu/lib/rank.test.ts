import { FileIcon } from "lucide-react";
import { describe, expect, it } from "vitest";
import type { CommandGroup, CommandItem } from "./command-types";
import { filterCommands, matchScore } from "./rank";

function item(label: string, extra: Partial<CommandItem> = {}): CommandItem {
  return { id: label, label, icon: FileIcon, run: () => {}, ...extra };
}

function labels(groups: CommandGroup[]): string[][] {
  return groups.map((group) => group.items.map((entry) => `${entry.prefix ?? ""}${entry.label}`));
}

describe("matchScore", () => {
  it("ignores case and ranks whole, start, word start, anywhere, words, then scattered letters", () => {
    const scores = [
      matchScore("settings", "Settings"),
      matchScore("sett", "Settings"),
      matchScore("about", "pages/About.jsx"),
      matchScore("bout", "pages/About.jsx"),
      matchScore("site create", "Create site"),
      matchScore("pgab", "pages/About.jsx"),
    ];
    expect(scores.every((score) => score !== null && score > 0)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => (b ?? 0) - (a ?? 0)));
  });

  it("finds no match when a letter is missing or out of order", () => {
    expect(matchScore("xyz", "pages/About.jsx")).toBeNull();
    expect(matchScore("ba", "ab")).toBeNull();
  });

  it("prefers letters at word starts and side by side", () => {
    const atWordStarts = matchScore("pi", "pages/Index.jsx") ?? 0;
    const scattered = matchScore("pi", "components/Layout.jsx") ?? 0;
    expect(atWordStarts).toBeGreaterThan(scattered);
  });
});

describe("filterCommands", () => {
  const groups: CommandGroup[] = [
    { id: "actions", label: "Actions", items: [item("Save file"), item("Publish site", { keywords: ["deploy"] })] },
    {
      id: "files",
      label: "Files",
      items: [item("Layout.jsx", { prefix: "components/" }), item("About.jsx", { prefix: "pages/" })],
    },
    { id: "sites", label: "Sites", items: [item("Harbour Bakery", { detail: "harbour-bakery.localhost:3000" })] },
  ];

  it("keeps every group in its order for an empty query", () => {
    expect(labels(filterCommands(groups, "  "))).toEqual([
      ["Save file", "Publish site"],
      ["components/Layout.jsx", "pages/About.jsx"],
      ["Harbour Bakery"],
    ]);
  });

  it("keeps only matches, the group with the best match first", () => {
    expect(labels(filterCommands(groups, "about"))).toEqual([["pages/About.jsx"]]);
    expect(labels(filterCommands(groups, "pub"))).toEqual([["Publish site"]]);
    expect(labels(filterCommands(groups, "deploy"))).toEqual([["Publish site"]]);
  });

  it("matches an address only as typed, not by scattered letters", () => {
    expect(labels(filterCommands(groups, "harbour-bakery.local"))).toEqual([["Harbour Bakery"]]);
    expect(labels(filterCommands(groups, "bkl"))).toEqual([]);
  });
});
