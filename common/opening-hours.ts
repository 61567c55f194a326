// Times and opening hours as a person types them ("8:30 - 17:00", "08h30–17h00", "9am to 5pm", "closed"),
// written the one way the templates show them: "08:30 – 17:00", "Closed" (docs/product.md#business-details).

const TIME = /^(\d{1,2})(?:\s*[:hH.]\s*(\d{2}))?\s*([ap])?\.?\s*(?:m\.?)?$/i;
const FOUR_DIGITS = /^(\d{2})(\d{2})$/;
const WORDS: Record<string, string> = { noon: "12:00", midday: "12:00", midnight: "00:00" };

/** A time as "HH:MM" (24-hour): "8:30", "08h30", "8.30", "0830", "8", "5pm", "noon"; null when it is none. */
export function parseTime(text: string): string | null {
  const written = text.trim().toLowerCase();
  if (WORDS[written]) return WORDS[written];
  const match = TIME.exec(written) ?? FOUR_DIGITS.exec(written);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const RANGE = /\s*(?:-|–|—|\bto\b|\buntil\b|\btill\b)\s*/i;
const CLOSED = /^closed\.?$/i;

function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return hour * 60 + minute;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** One "from – to" span, or null. An end before the start with no am/pm ("9 - 5") is read as afternoon. */
function parseSpan(text: string): string | null {
  const parts = text.split(RANGE);
  if (parts.length !== 2) return null;
  const [fromText = "", toText = ""] = parts;
  const from = parseTime(fromText);
  const to = parseTime(toText);
  if (!from || !to) return null;
  let end = minutesOf(to);
  const saysHalf = /\d\s*[ap]\.?\s*m?\.?$/i.test(toText.trim());
  if (end <= minutesOf(from) && end < 12 * 60 && !saysHalf) end += 12 * 60;
  return `${from} – ${timeOf(end)}`;
}

/**
 * Opening hours as the site shows them: "08:30 – 17:00", "08:00 – 12:00, 14:00 – 17:00" or "Closed". Text
 * that is not a time span ("24 hours, every day", "By appointment") is kept as written.
 */
export function normaliseHours(text: string): string {
  const written = text.trim();
  if (CLOSED.test(written)) return "Closed";
  const spans = written.split(/\s*(?:,|&|\band\b)\s*/i).filter(Boolean);
  if (spans.length === 0) return written;
  const parsed = spans.map(parseSpan);
  if (parsed.some((span) => span === null)) return written;
  return parsed.join(", ");
}
