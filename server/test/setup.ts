import { afterEach, beforeEach, expect, vi } from "vitest";

// A stray console.error is a bug somewhere: fail the test that caused it.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
