/** A line a version took out or put in, as History shows it: trimmed of its indentation and trailing comma. */
export type ChangedLine = { kind: "removed" | "added"; text: string };

function shown(line: string): string {
  return line.trim().replace(/,$/, "");
}

/**
 * The lines `after` changed from `before`, in file order (a longest common subsequence of the lines, which
 * for a one-line edit is the one line out and the one line in). Blank lines are left out.
 */
export function changedLines(before: string, after: string): ChangedLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // length(i, j): the longest common run of a[i..] and b[j..], in one flat table.
  const width = b.length + 1;
  const lengths = new Array<number>((a.length + 1) * width).fill(0);
  const length = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? length(i + 1, j + 1) + 1 : Math.max(length(i + 1, j), length(i, j + 1));
    }
  }
  const changes: ChangedLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && length(i + 1, j) >= length(i, j + 1))) {
      changes.push({ kind: "removed", text: shown(a[i++] ?? "") });
    } else {
      changes.push({ kind: "added", text: shown(b[j++] ?? "") });
    }
  }
  return changes.filter((change) => change.text !== "");
}
