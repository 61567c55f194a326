import { ApiError } from "./api-client";

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

/** What a preview says when the build could not be asked at all (the network is down): no server words to show. */
export const PREVIEW_BUILD_FAILED = "Failed to build page preview";

/**
 * 'Build API error ({status}): {text}' when the server answered; without an answer (offline) our own
 * words rather than the browser's ("Failed to fetch").
 */
export function buildErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Build API error (${error.status}): ${error.message}`;
  return PREVIEW_BUILD_FAILED;
}

/**
 * The problem "Undo my last change" and "Show the line" act on: the first one placed in a file of the
 * site (`isSiteFile`), or null when the builder could not name one.
 */
export function problemToFix(
  problems: readonly BuildProblem[],
  isSiteFile: (path: string) => boolean,
): PlacedProblem | null {
  return (
    problems.find((problem): problem is PlacedProblem => problem.file !== null && isSiteFile(problem.file)) ?? null
  );
}

/** A problem the builder placed in a file. */
export type PlacedProblem = BuildProblem & { file: string };

/** 'The mistake is in pages/Index.jsx, on line 6.'; without a line, the file alone. */
export function whereTheMistakeIs(problem: BuildProblem): string {
  if (!problem.file) return "";
  return problem.line
    ? `The mistake is in ${problem.file}, on line ${problem.line}.`
    : `The mistake is in ${problem.file}.`;
}

/** What the editor can do about a build problem, wherever one is shown (the preview, a failed publish). */
export type ProblemActions = {
  /** Whether the site has this file: a problem elsewhere (a package, the builder itself) has nothing to act on. */
  hasFile: (path: string) => boolean;
  /** "Show the line": the problem's file in the Code tab, at its line. */
  showLine: (problem: BuildProblem) => void;
  /** "Undo my last change" to the problem's file, true once undone; absent for a role that may not change files. */
  undo?: (problem: BuildProblem) => Promise<boolean>;
  isUndoing: boolean;
};
