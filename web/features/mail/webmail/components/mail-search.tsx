import { SearchIcon, XIcon } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** How long typing pauses before the folder is searched. */
const SEARCH_PAUSE_MS = 400;

type Props = {
  folderLabel: string;
  value: string;
  onSearch: (q: string) => void;
  /** The field, which the `/` key focuses. */
  ref?: RefObject<HTMLInputElement | null>;
};

/**
 * The folder's search box: it searches once typing pauses, or at once on Enter. Escape or the ✕ clears it.
 * The words live in the address, so Back returns to the search.
 */
export function MailSearch({ folderLabel, value, onSearch, ref }: Props) {
  const [text, setText] = useState(value);
  const last = useRef(value);
  const search = (q: string) => {
    const trimmed = q.trim();
    if (trimmed === last.current) return;
    last.current = trimmed;
    onSearch(trimmed);
  };
  const searchRef = useRef(search);
  searchRef.current = search;

  // Another folder, or Back, brings its own words.
  useEffect(() => {
    last.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    const timer = window.setTimeout(() => searchRef.current(text), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          search(text);
        }}
      >
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          ref={ref}
          type="text"
          aria-label={`Search ${folderLabel}`}
          placeholder={`Search ${folderLabel}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Escape" || !text) return;
            event.preventDefault();
            setText("");
            search("");
          }}
          className="pr-9 pl-8"
        />
        {text && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Clear search"
            className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
            onClick={() => {
              setText("");
              search("");
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        )}
      </form>
    </search>
  );
}
