import { baseName } from "@common/files";

/** The open file's name, with a dot when it has unsaved changes. */
export function FileLabel({ path, isDirty }: { path: string; isDirty: boolean }) {
  return (
    <span className="flex min-w-0 flex-1 items-center gap-1.5 text-sm" title={path}>
      <span className="truncate font-medium">{baseName(path)}</span>
      <span className="hidden truncate text-xs text-muted-foreground xl:inline">{path}</span>
      {isDirty && (
        <>
          <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          <span className="sr-only">(unsaved changes)</span>
        </>
      )}
    </span>
  );
}
