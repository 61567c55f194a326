import { DEFAULT_NEW_FILE_EXTENSION } from "@common/constants";
import { baseName, checkPath, parentPath } from "@common/files";
import { FILE_MESSAGES } from "@common/messages";

/** What a move or paste needs to know about its source. */
export type MoveSource = { full_path: string; isDirectory: boolean };

export type ClipboardMode = "copy" | "cut";

/** The outcome of an explorer rule: a path to use, or the reason to refuse, in the user's words. */
export type PathResult = { path: string } | { error: string };

/**
 * What to do with a move or paste: nothing, tell the user why not (toast title + text), or call the
 * API with `newPath`.
 */
export type MovePlan =
  | { kind: "ignore" }
  | { kind: "refuse"; title: string; message: string; variant: "destructive" | "default" }
  | { kind: "move"; newPath: string };

export const OPERATION_TITLES = {
  invalidOperation: "Invalid operation",
  pasteClash: "Error",
  alreadyAtRoot: "Already at root",
} as const;

export const NAME_REQUIRED = "Name is required";

/** Where a new item goes, as the dialog says it: 'Will be created in: {path}/', the root shown as '/'. */
export function folderLabel(folder: string): string {
  return folder === "" ? "/" : folder;
}

function joinName(folder: string, name: string, isDirectory: boolean): PathResult {
  const checked = checkPath(`${folder}${name}`, isDirectory);
  return "error" in checked ? { error: checked.error } : { path: checked.path };
}

/**
 * New-item rules (docs/product.md#explorer): a name is required; a file name without a dot gets '.txt'; folders end in
 * '/'. The result is `{folder}{name}`, checked against the server's path rules.
 */
export function newItemPath(folder: string, rawName: string, isDirectory: boolean): PathResult {
  const name = rawName.trim();
  if (name === "" || name === "/") return { error: NAME_REQUIRED };
  if (isDirectory) return joinName(folder, name.endsWith("/") ? name : `${name}/`, true);
  const withExtension = baseName(name).includes(".") ? name : `${name}${DEFAULT_NEW_FILE_EXTENSION}`;
  return joinName(folder, withExtension, false);
}

/** A new name for an item, kept in the same folder. */
export function renamedPath(source: MoveSource, rawName: string): PathResult {
  const name = rawName.trim().replace(/\/+$/, "");
  if (name === "") return { error: NAME_REQUIRED };
  return joinName(parentPath(source.full_path), source.isDirectory ? `${name}/` : name, source.isDirectory);
}

function destinationOf(source: MoveSource, folder: string): string {
  return `${folder}${baseName(source.full_path)}${source.isDirectory ? "/" : ""}`;
}

function intoItself(source: MoveSource, folder: string): boolean {
  return source.isDirectory && folder.startsWith(source.full_path);
}

const invalidOperation: MovePlan = {
  kind: "refuse",
  title: OPERATION_TITLES.invalidOperation,
  message: FILE_MESSAGES.moveIntoOwnSubdirectory,
  variant: "destructive",
};

/**
 * Move rules for a drop on `folder` ('' = Root): onto itself or its own parent is ignored
 * (so a top-level item dropped on Root is too); a folder cannot go inside itself.
 */
export function planMove(source: MoveSource, folder: string): MovePlan {
  if (folder === source.full_path || folder === parentPath(source.full_path)) return { kind: "ignore" };
  if (intoItself(source, folder)) return invalidOperation;
  return { kind: "move", newPath: destinationOf(source, folder) };
}

/** 'Move to Root': a root-level item answers 'Already at root'. */
export function planMoveToRoot(source: MoveSource): MovePlan {
  if (parentPath(source.full_path) === "") {
    return { kind: "refuse", title: OPERATION_TITLES.alreadyAtRoot, message: "", variant: "default" };
  }
  return planMove(source, "");
}

/**
 * Paste into `folder`: a copy keeps the source, a cut moves it (and follows the move rules). A name
 * already taken at the destination is refused before calling the API.
 */
export function planPaste(
  source: MoveSource,
  mode: ClipboardMode,
  folder: string,
  existingPaths: ReadonlySet<string>,
): MovePlan {
  if (mode === "cut") {
    const plan = planMove(source, folder);
    if (plan.kind !== "move") return plan;
  } else if (intoItself(source, folder)) {
    return invalidOperation;
  }
  const newPath = destinationOf(source, folder);
  if (existingPaths.has(newPath)) {
    return {
      kind: "refuse",
      title: OPERATION_TITLES.pasteClash,
      message: FILE_MESSAGES.existsAtDestination(baseName(newPath)),
      variant: "destructive",
    };
  }
  return { kind: "move", newPath };
}
