import { ImageIcon, InboxIcon, type LucideIcon, SettingsIcon } from "lucide-react";

export type SiteLink = { label: string; description: string; to: string; icon: LucideIcon };

/** The site's Media, Forms and Settings screens. */
export function siteUtilityLinks(siteId: string): SiteLink[] {
  return [
    { label: "Media", description: "Images and files for this site", to: `/admin/media/${siteId}`, icon: ImageIcon },
    { label: "Forms", description: "Form submissions", to: `/admin/submissions/${siteId}`, icon: InboxIcon },
    { label: "Settings", description: "Site settings", to: `/admin/site/settings/${siteId}`, icon: SettingsIcon },
  ];
}
