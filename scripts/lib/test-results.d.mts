/** What one test runner's results add up to; `problems` says what each failure that is not a test was. */
export type Tally = { passed: number; failed: number; problems: string[] };
export function vitestTally(path: string, exitStatus: number): Tally;
export function e2eTally(path: string, exitStatus: number): Tally;
