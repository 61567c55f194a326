import type { PostStatus } from "@common/schemas/posts";
import { ListSearch } from "@/components/list-screen/list-search";
import { ListSelect } from "@/components/list-screen/list-select";
import { cn } from "@/lib/utils";
import { STATUS_LABELS } from "../lib/post-status";

type Counts = { all: number; draft: number; scheduled: number; published: number };

type Props = {
  status: PostStatus | null;
  onStatus: (status: PostStatus | null) => void;
  counts: Counts | undefined;
  tags: string[];
  tag: string | null;
  onTag: (tag: string | null) => void;
  search: string;
  onSearch: (search: string) => void;
};

const STATUSES: (PostStatus | null)[] = [null, "draft", "scheduled", "published"];

/** The status tabs with their counts, the tag and the title search. */
export function PostFilters({ status, onStatus, counts, tags, tag, onTag, search, onSearch }: Props) {
  return (
    <div className="grid gap-3">
      <fieldset className="grid min-w-0 grid-cols-2 gap-1 rounded-lg border-0 bg-muted p-1 sm:flex sm:w-fit">
        <legend className="sr-only">Status</legend>
        {STATUSES.map((each) => {
          const label = each ? STATUS_LABELS[each] : "All";
          const count = counts?.[each ?? "all"];
          const active = each === status;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={active}
              onClick={() => onStatus(each)}
              className={cn(
                "flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11 sm:flex-none",
                active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {label}
              {count !== undefined && <span className="text-xs tabular-nums text-muted-foreground">{count}</span>}
            </button>
          );
        })}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <ListSearch label="Search posts by title" placeholder="Search by title" value={search} onChange={onSearch} />
        <ListSelect
          label="Tag"
          value={tag ?? ""}
          allLabel="All tags"
          options={tags.map((each) => ({ value: each, label: each }))}
          onChange={(value) => onTag(value || null)}
        />
      </div>
    </div>
  );
}
