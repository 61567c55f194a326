import { NavLink } from "react-router";
import { cn } from "@/lib/utils";
import type { ContentEntry } from "../content-collections";

/** Every documentation page, the current one highlighted. */
export function DocsNav({ entries, onNavigate }: { entries: ContentEntry[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Documentation">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.slug}>
            <NavLink
              to={`/docs/${entry.slug}`}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "block rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground",
                  isActive ? "bg-accent font-medium text-accent-foreground" : "text-muted-foreground",
                )
              }
            >
              {entry.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
