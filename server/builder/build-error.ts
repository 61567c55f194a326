/** Where a build went wrong: a site file with a 1-based line and column, or null when not tied to one. */
export type BuildProblem = { file: string | null; line: number | null; column: number | null; message: string };

export type BuildStatus = 400 | 413 | 422 | 429 | 500 | 503;

/** The builder's one error type; `status` is the HTTP status the build endpoints answer with. */
export class BuildError extends Error {
  constructor(
    readonly status: BuildStatus,
    message: string,
    readonly problems: BuildProblem[],
  ) {
    super(message);
    this.name = "BuildError";
  }
}

/** 'pages/Index.jsx:3:7: message', or just the message when it has no place. */
export function describeProblem(problem: BuildProblem): string {
  if (problem.file === null) return problem.message;
  const place = [problem.file, problem.line, problem.column].filter((part) => part !== null).join(":");
  return `${place}: ${problem.message}`;
}

/** A 422 whose message names the first problem and counts the rest. */
export function problemsError(problems: BuildProblem[]): BuildError {
  const [first] = problems;
  if (first === undefined) return new BuildError(422, "Build failed", []);
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
  return new BuildError(422, `${describeProblem(first)}${more}`, problems);
}

/** A single problem tied to a file (or to none) as a BuildError. */
export function fileError(status: BuildStatus, file: string | null, message: string): BuildError {
  const problem = { file, line: null, column: null, message };
  return new BuildError(status, describeProblem(problem), [problem]);
}

/** Whether a process's last words say V8 ran out of heap. */
export function isOutOfHeap(stderr: string): boolean {
  return /heap limit|out of memory/i.test(stderr);
}

export function outOfMemoryMessage(memoryMb: number): string {
  return `The build used more than ${memoryMb} MB of memory and was stopped`;
}
