import { NavLink } from "react-router";
import { cn } from "@/lib/utils";
import { PUBLIC_LINKS } from "../public-links";

/** The public pages as a vertical list, for the drawer. */
export function PublicNavList() {
  return (
    <ul className="grid gap-1">
      {PUBLIC_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={({ isActive }) =>
              cn(
                "flex h-9 items-center rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                isActive && "bg-accent text-accent-foreground",
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
