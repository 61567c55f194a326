import { DEFAULT_PREVIEW_PAGE } from "@common/constants";
import { baseName } from "@common/files";

type FileLike = { full_path: string; is_directory: boolean };

const PREFERRED_ENTRY_SUFFIXES = ["App.jsx", "Main.jsx"];

function isComponentFile(file: FileLike): boolean {
  const name = baseName(file.full_path);
  return name.endsWith(".jsx") && /^[A-Z]/.test(name);
}

/**
 * The file the editor opens when the user has not picked one (docs/product.md#default-file).
 *
 * A `file` query parameter naming an existing file wins, even over pages/Index.jsx: the parameter is
 * "the file to open", so a deep link to pages/About.jsx must open About. After it come pages/Index.jsx,
 * a capitalised .jsx (preferring one ending App.jsx or Main.jsx), then the first file. Folders are never
 * chosen.
 */
export function selectDefaultFile<T extends FileLike>(files: readonly T[], requestedPath?: string | null): T | null {
  const documents = files.filter((file) => !file.is_directory);
  const byPath = (path: string) => documents.find((file) => file.full_path === path);

  const requested = requestedPath ? byPath(requestedPath) : undefined;
  if (requested) return requested;

  const index = byPath(DEFAULT_PREVIEW_PAGE);
  if (index) return index;

  const components = documents.filter(isComponentFile);
  const entry = components.find((file) => PREFERRED_ENTRY_SUFFIXES.some((suffix) => file.full_path.endsWith(suffix)));
  return entry ?? components[0] ?? documents[0] ?? null;
}
