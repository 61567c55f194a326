import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { buildErrorMessage, buildProblemsOf, formatProblem, problemToFix, whereTheMistakeIs } from "./build-problems";

describe("build problems", () => {
  const problem = { file: "pages/Index.jsx", line: 3, column: 7, message: 'Expected ")" but found "}"' };

  it("reads the problems of a failed build and ignores malformed ones", () => {
    const error = new ApiError(422, "BUILD_FAILED", "pages/Index.jsx:3:7", { problems: [problem, { file: 3 }] });
    expect(buildProblemsOf(error)).toEqual([problem]);
    expect(buildProblemsOf(new ApiError(404, "NOT_FOUND", "Page not found"))).toEqual([]);
    expect(buildProblemsOf(new Error("offline"))).toEqual([]);
  });

  it("formats file:line:column message, leaving out unknown parts", () => {
    expect(formatProblem(problem)).toBe('pages/Index.jsx:3:7 Expected ")" but found "}"');
    expect(formatProblem({ file: "big.txt", line: null, column: null, message: "File too large" })).toBe(
      "big.txt File too large",
    );
    expect(formatProblem({ file: null, line: null, column: null, message: "Too many files" })).toBe("Too many files");
  });

  it("words API failures as 'Build API error ({status}): {text}', and a build never reached as 'Failed to build page preview'", () => {
    expect(buildErrorMessage(new ApiError(404, "NOT_FOUND", "Page not found: pages/X.jsx"))).toBe(
      "Build API error (404): Page not found: pages/X.jsx",
    );
    // No answer at all (offline): our own words, never the browser's.
    expect(buildErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to build page preview");
  });

  it("picks the first problem in a file of the site, and says where it is in words", () => {
    const outside = { file: "react", line: null, column: null, message: "Could not resolve" };
    const unplaced = { file: null, line: null, column: null, message: "Too many files" };
    const isSiteFile = (path: string) => path.startsWith("pages/");
    expect(problemToFix([unplaced, outside, problem], isSiteFile)).toBe(problem);
    expect(problemToFix([unplaced, outside], isSiteFile)).toBeNull();
    expect(whereTheMistakeIs(problem)).toBe("The mistake is in pages/Index.jsx, on line 3.");
    expect(whereTheMistakeIs({ ...problem, line: null })).toBe("The mistake is in pages/Index.jsx.");
    expect(whereTheMistakeIs(unplaced)).toBe("");
  });
});
