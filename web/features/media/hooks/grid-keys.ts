import type { KeyboardEvent } from "react";

/**
 * Arrow keys, Home and End move focus between the tiles of a wrapping grid (each tile's main button
 * carries `data-tile`), so a keyboard reaches the fifth row without tabbing through the four above.
 * Up and down go to the tile in the next row whose left edge is nearest.
 */
export function moveBetweenTiles(event: KeyboardEvent<HTMLElement>) {
  const tiles = Array.from(event.currentTarget.querySelectorAll<HTMLElement>("[data-tile]"));
  const index = tiles.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const target = nextTile(tiles, index, event.key);
  if (target === null || target === index) return;
  event.preventDefault();
  tiles[target]?.focus();
}

function nextTile(tiles: HTMLElement[], index: number, key: string): number | null {
  switch (key) {
    case "ArrowRight":
      return Math.min(tiles.length - 1, index + 1);
    case "ArrowLeft":
      return Math.max(0, index - 1);
    case "Home":
      return 0;
    case "End":
      return tiles.length - 1;
    case "ArrowDown":
    case "ArrowUp":
      return verticalNeighbour(tiles, index, key === "ArrowDown" ? 1 : -1);
    default:
      return null;
  }
}

function verticalNeighbour(tiles: HTMLElement[], index: number, direction: 1 | -1): number {
  const from = tiles[index]?.getBoundingClientRect();
  if (!from) return index;
  let best = index;
  let bestScore = Number.POSITIVE_INFINITY;
  tiles.forEach((tile, i) => {
    const box = tile.getBoundingClientRect();
    const rowGap = (box.top - from.top) * direction;
    if (rowGap <= 1) return;
    // The nearest row first, then the nearest column within it.
    const score = rowGap * 10_000 + Math.abs(box.left - from.left);
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
