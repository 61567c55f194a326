import { XIcon } from "lucide-react";
import { useId } from "react";
import { ListSearch } from "@/components/list-screen/list-search";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { InboxFilterState } from "../hooks/use-inbox-filters";

/** One end of the range of days: the other end bounds what it may pick. */
function DayInput(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid flex-1 gap-1 sm:flex-none">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <Input
        id={id}
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className="sm:w-40"
      />
    </div>
  );
}

/** Words to find in any field, and the days the submissions came in. */
export function InboxFilters({ filters }: { filters: InboxFilterState }) {
  const { search, setSearch, dates, setDates, isFiltered, clear } = filters;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ListSearch label="Search submissions" placeholder="Search by words" value={search} onChange={setSearch} />
      <DayInput label="From" value={dates.from} max={dates.to} onChange={(from) => setDates({ ...dates, from })} />
      <DayInput label="To" value={dates.to} min={dates.from} onChange={(to) => setDates({ ...dates, to })} />
      {isFiltered && (
        <Button variant="ghost" onClick={clear}>
          <XIcon aria-hidden="true" />
          Clear
        </Button>
      )}
    </div>
  );
}
