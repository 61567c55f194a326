import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** One column of a table's header: its name, and classes of its own (hidden on phones, say). */
export type Column = string | { label: string; className: string };

type Props = {
  columns: Column[];
  cellClassName: string;
  /** Header cells of their own before the named columns: a box that chooses every row, say. */
  leading?: ReactNode;
};

/** A table's header row, one `th scope="col"` per column, each with the table's cell classes. */
export function ColumnHeads({ columns, cellClassName, leading }: Props) {
  return (
    <tr>
      {leading}
      {columns.map((column) => {
        const { label, className } = typeof column === "string" ? { label: column, className: "" } : column;
        return (
          <th key={label} scope="col" className={cn(cellClassName, className)}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
