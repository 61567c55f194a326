const UNITS = ["B", "KB", "MB", "GB"];
const STEP = 1024;

/** 512 B, 12.3 KB, 4.5 MB: a size as people read it. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= STEP && unit < UNITS.length - 1) {
    value /= STEP;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
