import { describe, expect, it } from "vitest";
import { jsonEqual, mergeChanges } from "./merge-changes";

describe("mergeChanges", () => {
  const base = { name: "Ayanda", tagline: "Hair", contact: { phone: "1", email: "a@b.co" }, list: [1, 2, 3] };

  it("keeps the current value where nothing was changed, absent keys included", () => {
    const current = { name: "Ayanda", contact: { phone: "1" }, extra: true };
    expect(mergeChanges(current, { ...base, photos: [] }, { ...base, photos: [] })).toBe(current);
    const mine = { ...base, contact: { ...base.contact, phone: "2" }, photos: [] };
    expect(mergeChanges(current, { ...base, photos: [] }, mine)).toEqual({
      name: "Ayanda",
      contact: { phone: "2" },
      extra: true,
    });
  });

  it("lays my changes over someone else's changes to other fields", () => {
    const theirs = { ...base, tagline: "Hair and nails", list: [1, 2, 4] };
    const mine = { ...base, contact: { ...base.contact, email: "b@c.co" }, list: [0, 2, 3] };
    expect(mergeChanges(theirs, base, mine)).toEqual({
      ...base,
      tagline: "Hair and nails",
      contact: { phone: "1", email: "b@c.co" },
      list: [0, 2, 4],
    });
  });

  it("takes my value where we both changed one, and my list when its length changed", () => {
    const theirs = { ...base, tagline: "Theirs", list: [1, 2] };
    const mine = { ...base, tagline: "Mine", list: [1, 2, 3, 4] };
    expect(mergeChanges(theirs, base, mine)).toEqual({ ...base, tagline: "Mine", list: [1, 2, 3, 4] });
  });

  it("removes a key I removed", () => {
    const { tagline: _, ...mine } = base;
    expect(mergeChanges({ ...base, more: 1 }, base, mine)).toEqual({ ...mine, more: 1 });
  });
});

describe("jsonEqual", () => {
  it("compares JSON values deeply, whatever the order of keys", () => {
    expect(jsonEqual({ a: [1, { b: 2, c: 3 }] }, { a: [1, { c: 3, b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });
});
