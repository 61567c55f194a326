/** One import between two server folders: the folders, the two files, and whether it imports types alone. */
export type FolderImport = { from: string; to: string; source: string; target: string; typeOnly: boolean };
export function folderImports(root: string): Promise<{ modules: string[]; imports: FolderImport[] }>;
export function folderCycles(imports: FolderImport[], options: { types: boolean }): string[][];
