import { type LucideIcon, NetworkIcon } from "lucide-react";

/**
 * The nearest screen that works today. `to` may name the route's own parameters (`/admin/site/:id`),
 * filled from the planned route's, so a site's planned screen leads back to that site's editor.
 */
export type NearestScreen = { to: string; label: string };

export type PlannedScreenInfo = {
  title: string;
  /** One line under the title. */
  description: string;
  /** Two or three sentences on what the screen will let people do. */
  purpose: string;
  icon: LucideIcon;
  nearest: NearestScreen;
};

const SITES: NearestScreen = { to: "/admin/sites", label: "Go to Sites" };

/** Admin screens whose routes exist but whose features are still to be built. */
export const PLANNED_SCREENS = {
  federated: {
    title: "Federated",
    description: "Sharing content with sites of other organizations.",
    purpose:
      "Share posts and pages with sites of other organizations, and show theirs on yours, with each side keeping control. Your own sites are under Sites.",
    icon: NetworkIcon,
    nearest: SITES,
  },
} satisfies Record<string, PlannedScreenInfo>;

export type PlannedScreenId = keyof typeof PLANNED_SCREENS;
