import { cn } from "@/lib/utils";

// What a screen reader says for a key drawn as a symbol.
const SPOKEN: Record<string, string> = { "⌘": "Command", "↑": "Up arrow", "↓": "Down arrow", "?": "Question mark" };

/** A shortcut's keys, each in its own key cap: ⌘ K, Ctrl S. */
export function Keys({ keys, className }: { keys: readonly string[]; className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 items-center gap-1", className)}>
      {keys.map((key) => (
        <kbd
          key={key}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded border bg-muted px-1.5 font-sans text-[0.6875rem] font-medium text-muted-foreground"
        >
          {SPOKEN[key] ? (
            <>
              <span aria-hidden="true">{key}</span>
              <span className="sr-only">{SPOKEN[key]}</span>
            </>
          ) : (
            key
          )}
        </kbd>
      ))}
    </span>
  );
}
