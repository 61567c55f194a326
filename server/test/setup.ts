import { afterEach, beforeEach, expect, vi } from "vitest";

// A stray console.error is a bug somewhere: fail the test that caused it, unless the test said it expects one.
let errorSpy: ReturnType<typeof vi.spyOn>;
let allowed: RegExp[] = [];

/** Lets the current test log errors matching `pattern` (for example a library reporting a refused request). */
export function allowConsoleError(pattern: RegExp) {
  allowed.push(pattern);
}

beforeEach(() => {
  allowed = [];
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls.filter(
    (args: unknown[]) => !allowed.some((pattern) => pattern.test(args.map(String).join(" "))),
  );
  errorSpy.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
