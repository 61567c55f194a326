// The time the app reads for what depends on the hour (a scheduled post going live). Production uses the
// system's; tests give one they can move forward, to show something happening at its time.

export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
