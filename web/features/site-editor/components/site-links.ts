import { ImageIcon, InboxIcon, type LucideIcon, SettingsIcon, StoreIcon } from "lucide-react";

export type SiteLink = { label: string; description: string; to: string; icon: LucideIcon };

/** The form over the site's data/site.json: name, contact, hours, prices, photos. */
export function businessDetailsLink(siteId: string): SiteLink {
  return {
    label: "Business details",
    description: "Contact, hours, prices and photos",
    to: `/admin/sites/${siteId}/details`,
    icon: StoreIcon,
  };
}

/** The site's Business details, Media, Forms and Settings screens. */
export function siteUtilityLinks(siteId: string): SiteLink[] {
  return [
    businessDetailsLink(siteId),
    { label: "Media", description: "Images and files for this site", to: `/admin/media/${siteId}`, icon: ImageIcon },
    { label: "Forms", description: "Form submissions", to: `/admin/submissions/${siteId}`, icon: InboxIcon },
    { label: "Settings", description: "Site settings", to: `/admin/site/settings/${siteId}`, icon: SettingsIcon },
  ];
}
