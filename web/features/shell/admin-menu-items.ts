import {
  CreditCardIcon,
  FileTextIcon,
  GlobeIcon,
  HouseIcon,
  type LucideIcon,
  MailIcon,
  NetworkIcon,
  SettingsIcon,
  ShoppingCartIcon,
  UsersIcon,
  WandSparklesIcon,
} from "lucide-react";

export type AdminMenuItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only this exact path counts as active (Home would otherwise match every admin page). */
  end?: boolean;
  /** Screens of an organization's data; the drawer blocks them for users with no organization (docs/decisions/003). */
  needsOrganization: boolean;
  /** Leads to a "Coming soon" screen (planned-screens.ts); the menu marks it "Soon". Drop it when the screen lands. */
  isPlanned?: boolean;
};

// Media and Forms are per site (/admin/media/:id, /admin/submissions/:siteId), so they live in the site editor.
export const ADMIN_MENU_ITEMS: AdminMenuItem[] = [
  { label: "Home", to: "/admin", icon: HouseIcon, end: true, needsOrganization: false },
  { label: "Sites", to: "/admin/sites", icon: GlobeIcon, needsOrganization: true },
  { label: "Blog", to: "/admin/content", icon: FileTextIcon, needsOrganization: true },
  { label: "Commerce", to: "/admin/commerce", icon: ShoppingCartIcon, needsOrganization: true },
  { label: "Mail", to: "/admin/mail", icon: MailIcon, needsOrganization: true },
  { label: "Members", to: "/admin/members", icon: UsersIcon, needsOrganization: true },
  { label: "Billing", to: "/admin/billing", icon: CreditCardIcon, needsOrganization: true },
  { label: "Site creator", to: "/admin/creator", icon: WandSparklesIcon, needsOrganization: true },
  { label: "Federated", to: "/admin/federated", icon: NetworkIcon, needsOrganization: true },
  { label: "Settings", to: "/admin/settings", icon: SettingsIcon, needsOrganization: false },
];
