import { XIcon } from "lucide-react";
import { useId } from "react";
import { ListSearch } from "@/components/list-screen/list-search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A range of days, YYYY-MM-DD, either end open ("" for none). */
export type DateRange = { from: string; to: string };

type Props = {
  search: string;
  onSearch: (search: string) => void;
  dates: DateRange;
  onDates: (dates: DateRange) => void;
  isFiltered: boolean;
  onClear: () => void;
};

/** Words to find in any field, and the days the submissions came in. */
export function InboxFilters({ search, onSearch, dates, onDates, isFiltered, onClear }: Props) {
  const fromId = useId();
  const toId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch label="Search submissions" placeholder="Search by words" value={search} onChange={onSearch} />
      <div className="grid flex-1 gap-1 sm:flex-none">
        <Label htmlFor={fromId} className="text-xs text-muted-foreground">
          From
        </Label>
        <Input
          id={fromId}
          type="date"
          value={dates.from}
          max={dates.to || undefined}
          onChange={(event) => onDates({ ...dates, from: event.target.value })}
          className="sm:w-40"
        />
      </div>
      <div className="grid flex-1 gap-1 sm:flex-none">
        <Label htmlFor={toId} className="text-xs text-muted-foreground">
          To
        </Label>
        <Input
          id={toId}
          type="date"
          value={dates.to}
          min={dates.from || undefined}
          onChange={(event) => onDates({ ...dates, to: event.target.value })}
          className="sm:w-40"
        />
      </div>
      {isFiltered && (
        <Button variant="ghost" onClick={onClear}>
          <XIcon aria-hidden="true" />
          Clear
        </Button>
      )}
    </div>
  );
}
