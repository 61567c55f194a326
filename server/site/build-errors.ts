import { BuildError } from "../builder/builder";
import { AppError, type ErrorCode } from "../errors";

const CODE_BY_STATUS: Record<BuildError["status"], ErrorCode> = {
  400: "BAD_REQUEST",
  413: "PAYLOAD_TOO_LARGE",
  422: "BUILD_FAILED",
  429: "RATE_LIMITED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

/**
 * Runs a build; a BuildError becomes the API's error with the same status and the problems
 * (file, line, column, message) under `details.problems`, for the editor to point at.
 */
export async function runBuild<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof BuildError) {
      throw new AppError(CODE_BY_STATUS[error.status], error.message, { problems: error.problems });
    }
    throw error;
  }
}
