import { SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListEmpty } from "./list-empty";

type Props = {
  /** What the list holds, in the plural: "posts", "orders". */
  things: string;
  /** The words searched for, or "" where only the other filters were set. */
  search: string;
  /** Where the search looked: "The search looks at titles, within the status chosen." */
  description: string;
  /** Empties the search and the filters: "Show all posts". */
  onClear: () => void;
};

/** Nothing in a list matches the words or filters chosen: where the search looked, and the way back to all. */
export function ListNoMatch({ things, search, description, onClear }: Props) {
  return (
    <ListEmpty
      icon={SearchXIcon}
      title={search ? `No ${things} match “${search}”` : `No ${things} here`}
      description={description}
    >
      <Button variant="outline" onClick={onClear}>
        Show all {things}
      </Button>
    </ListEmpty>
  );
}
