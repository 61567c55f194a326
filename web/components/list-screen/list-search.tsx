import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";

type Props = {
  /** The field's name for assistive technology: "Search posts by title". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A list's search box, with its magnifier; a whole line on a phone, the room left beside other filters above. */
export function ListSearch({ label, placeholder, value, onChange }: Props) {
  return (
    <div className="relative min-w-0 basis-full sm:min-w-48 sm:flex-1 sm:basis-auto">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-8"
      />
    </div>
  );
}
