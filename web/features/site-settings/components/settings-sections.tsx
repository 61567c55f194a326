import {
  BarChart3Icon,
  DownloadIcon,
  GlobeIcon,
  HandshakeIcon,
  LockIcon,
  type LucideIcon,
  MessageCircleIcon,
  SearchIcon,
  SlidersHorizontalIcon,
} from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

export type SettingsSection = { id: string; label: string; icon: LucideIcon };

/**
 * The parts of a site's settings, one shown at a time, named by the address's hash (`#domains`), so a
 * link can open any of them (the creator opens `#hand-over`, the dashboard `#visitors`).
 */
export const SETTINGS_SECTIONS = [
  { id: "general", label: "General", icon: SlidersHorizontalIcon },
  { id: "visibility", label: "Visibility", icon: LockIcon },
  { id: "search", label: "Search and sharing", icon: SearchIcon },
  { id: "domains", label: "Custom domains", icon: GlobeIcon },
  { id: "whatsapp", label: "WhatsApp and badge", icon: MessageCircleIcon },
  { id: "visitors", label: "Visitors", icon: BarChart3Icon },
  { id: "hand-over", label: "Hand over to a client", icon: HandshakeIcon },
  { id: "export", label: "Export", icon: DownloadIcon },
] as const satisfies readonly SettingsSection[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

/** Anchors of single cards that lived on the one long page before, and the section holding each now. */
const OLDER_ANCHORS: Record<string, SettingsSectionId> = { "business-details": "general" };

/** The section the address names; General when it names none. */
export function useSettingsSection(): SettingsSectionId {
  const id = useLocation().hash.slice(1);
  return SETTINGS_SECTIONS.find((section) => section.id === id)?.id ?? OLDER_ANCHORS[id] ?? "general";
}

/**
 * The list of sections: down the side from 768px up, like a project's settings elsewhere; above the
 * section as a select on phones, where a column would push the settings off the screen.
 */
export function SettingsSectionNav({ current }: { current: SettingsSectionId }) {
  const navigate = useNavigate();
  return (
    <>
      <div className="md:hidden">
        <label htmlFor="settings-section" className="mb-1.5 block text-sm font-medium">
          Section
        </label>
        <NativeSelect
          id="settings-section"
          value={current}
          onChange={(event) => navigate({ hash: event.target.value })}
        >
          {SETTINGS_SECTIONS.map((section) => (
            <option key={section.id} value={section.id}>
              {section.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label="Site settings" className="max-md:hidden md:sticky md:top-20 md:self-start">
        <ul className="grid gap-0.5">
          {SETTINGS_SECTIONS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link
                to={{ hash: id }}
                aria-current={id === current ? "page" : undefined}
                className={cn(
                  "flex items-center gap-2 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                  id === current && "bg-accent font-medium text-accent-foreground",
                )}
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
