import { ApiError } from "../../../lib/api-client";

/** One build error, where the builder could place it. */
export type BuildProblem = { file: string | null; line: number | null; column: number | null; message: string };

function isProblem(value: unknown): value is BuildProblem {
  if (typeof value !== "object" || value === null) return false;
  const { file, line, column, message } = value as Record<string, unknown>;
  const isNumberOrNull = (n: unknown) => n === null || typeof n === "number";
  return (
    (file === null || typeof file === "string") &&
    isNumberOrNull(line) &&
    isNumberOrNull(column) &&
    typeof message === "string"
  );
}

/** The problems a failed build reported under `error.details.problems`; none for other failures. */
export function buildProblemsOf(error: unknown): BuildProblem[] {
  if (!(error instanceof ApiError)) return [];
  const problems = error.details?.problems;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}

/** `file:line:column message`, leaving out what the builder could not tell. */
export function formatProblem(problem: BuildProblem): string {
  const place = [problem.file, problem.line, problem.line !== null ? problem.column : null]
    .filter((part) => part !== null && part !== "")
    .join(":");
  return place ? `${place} ${problem.message}` : problem.message;
}

/** 'Build API error ({status}): {text}'; without an answer (offline) the error's own words. */
export function buildErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Build API error (${error.status}): ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
