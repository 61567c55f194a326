// Turns esbuild's failures into BuildErrors that name site files with 1-based lines and columns.
import type { Message } from "esbuild";
import { BuildError, type BuildProblem, problemsError } from "./build-error";

export const SITE_NAMESPACE = "site";
/** Files of the allowed packages, which esbuild reads itself after the plugin checked their real paths. */
export const PACKAGE_NAMESPACE = "file";
export const ENTRY_NAMESPACE = "webcraft";
/** The site runtime's modules (site-runtime.ts). */
export const RUNTIME_NAMESPACE = "webcraft-runtime";
/** The provided web fonts' stylesheets and files (site-fonts.ts), by their package paths. */
export const FONT_NAMESPACE = "webcraft-font";

/**
 * Site files by their path, builder entries as null, package files under node_modules/ (esbuild names them
 * relative to its working folder, PACKAGES_DIR).
 */
export function fileOfLocation(file: string): string | null {
  if (file.startsWith(`${SITE_NAMESPACE}:`)) return file.slice(SITE_NAMESPACE.length + 1);
  // The builder's entries and the site runtime are not the site's to fix.
  if (
    file.startsWith(`${ENTRY_NAMESPACE}:`) ||
    file.startsWith(`${RUNTIME_NAMESPACE}:`) ||
    file.startsWith(`${FONT_NAMESPACE}:`) ||
    file === ""
  ) {
    return null;
  }
  return `node_modules/${file}`;
}

const MISSING_DEFAULT = /^No matching export in "site:([^"]+)" for import "default"$/;

function toProblem(message: Message): BuildProblem {
  const location = message.location;
  const missingDefault = MISSING_DEFAULT.exec(message.text);
  // The builder's entry imports the page's default export; the page is what needs fixing.
  if (missingDefault?.[1] !== undefined && location?.file.startsWith(`${ENTRY_NAMESPACE}:`)) {
    const text = "A page must default-export a React component (export default function Page() { … })";
    return { file: missingDefault[1], line: null, column: null, message: text };
  }
  const file = location ? fileOfLocation(location.file) : null;
  return {
    file,
    line: file !== null && location ? location.line : null,
    column: file !== null && location ? location.column + 1 : null,
    message: message.text.replaceAll(`"${SITE_NAMESPACE}:`, '"'),
  };
}

function isFailure(error: unknown): error is { errors: Message[] } {
  return typeof error === "object" && error !== null && Array.isArray((error as { errors?: unknown }).errors);
}

/** esbuild's service process died (a Go stack overflow on absurd nesting, say): this worker cannot go on. */
export function isServiceDeath(error: unknown): boolean {
  const texts = [
    error instanceof Error ? error.message : "",
    ...(isFailure(error) ? error.errors.map((e) => e.text) : []),
  ];
  return texts.some((text) => /The service (was stopped|is no longer running)/.test(text));
}

export const SERVICE_DEATH_MESSAGE =
  "The bundler crashed on this site's code (nesting too deep?); the build was stopped";

/** A 422 with every esbuild error, a 503 when esbuild itself died, or the error unchanged. */
export function toBuildError(error: unknown): unknown {
  if (error instanceof BuildError) return error;
  if (isServiceDeath(error)) return new BuildError(503, SERVICE_DEATH_MESSAGE, []);
  if (isFailure(error) && error.errors.length > 0) return problemsError(error.errors.map(toProblem));
  return error;
}
