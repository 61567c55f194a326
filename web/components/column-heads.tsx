import { cn } from "@/lib/utils";

/** One column of a table's header: its name, and classes of its own (hidden on phones, say). */
export type Column = string | { label: string; className: string };

/** A table's header row, one `th scope="col"` per column, each with the table's cell classes. */
export function ColumnHeads({ columns, cellClassName }: { columns: Column[]; cellClassName: string }) {
  return (
    <tr>
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
