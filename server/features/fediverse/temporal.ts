// The federation library speaks Temporal (its dates are Temporal.Instant), which Node 24 does not have yet:
// the same polyfill the library uses stands in as the global, typed by TypeScript's own Temporal.
import { Temporal as polyfill } from "@js-temporal/polyfill";

if (!("Temporal" in globalThis)) Object.assign(globalThis, { Temporal: polyfill });

/** An ISO 8601 time as the library's instant. */
export const instant = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);
