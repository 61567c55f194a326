import {
  Building2Icon,
  Code2Icon,
  HistoryIcon,
  ImageIcon,
  InboxIcon,
  LayoutTemplateIcon,
  type LucideIcon,
  MonitorSmartphoneIcon,
  MousePointerClickIcon,
  RocketIcon,
  Undo2Icon,
} from "lucide-react";
import type { ReactNode } from "react";

export type Capability = {
  icon: LucideIcon;
  title: string;
  /** `address` is an example site's address on this installation's site domain, e.g. karoo-coffee.example.com. */
  description: (address: string) => ReactNode;
};

/**
 * What Webcraft does today, in the order the landing page shows it. The landing page promises only
 * what this list holds: add a capability here in the change that ships its feature (media, forms,
 * billing, …), never before.
 */
export const CAPABILITIES: Capability[] = [
  {
    icon: LayoutTemplateIcon,
    title: "Start from a template",
    description: () =>
      "Pick a salon, restaurant, shop, church, trades or portfolio design, give your business's name, hours and services, and your site is made, with photos where a business sells with pictures.",
  },
  {
    icon: MousePointerClickIcon,
    title: "Change your words without code",
    description: () =>
      "Click a heading or a price on the preview and type, or fill in your business details as a form. Every change is saved as a version anyone on the team can see and undo.",
  },
  {
    icon: Code2Icon,
    title: "A real code editor",
    description: () => (
      <>
        Pages and components are React files you write in JSX: <code>pages/Index.jsx</code> is your home page and{" "}
        <code>pages/About.jsx</code> is <code>/about</code>. CSS (Tailwind included) and JSON sit beside them.
      </>
    ),
  },
  {
    icon: HistoryIcon,
    title: "Every file's history, safe saves",
    description: () =>
      "Every save keeps a version you can compare and restore. If a colleague saved the same file meanwhile, nothing is overwritten: you see both and choose.",
  },
  {
    icon: MonitorSmartphoneIcon,
    title: "Instant preview at every size",
    description: () =>
      "The page rebuilds as you type, in a sandboxed frame, at phone (375px), tablet (768px) and desktop widths.",
  },
  {
    icon: RocketIcon,
    title: "One-click publish",
    description: (address) => (
      <>
        Publish puts your site live at its own address, such as <code>{address}</code>. Visitors see the new version all
        at once, never half of it.
      </>
    ),
  },
  {
    icon: ImageIcon,
    title: "A media library",
    description: () => (
      <>
        Drop in pictures, video, PDFs and fonts. Images are cleaned of their metadata and get smaller copies, so{" "}
        <code>{'<Image src="/media/hero.jpg" />'}</code> loads fast on every phone.
      </>
    ),
  },
  {
    icon: InboxIcon,
    title: "Forms with an inbox",
    description: () =>
      "Any form on your site sends to an inbox, with or without JavaScript. Spam is set aside, your team gets an email for each message, and you can export them to a spreadsheet.",
  },
  {
    icon: Undo2Icon,
    title: "Deployments and rollback",
    description: () =>
      "Every publish is kept as a deployment. Roll back to an earlier one in a click: nothing is rebuilt, so it is live at once.",
  },
  {
    icon: Building2Icon,
    title: "Organizations and teams",
    description: () =>
      "Sign up, create an organization for your business — or one per client — and invite people by email as admins, editors, content editors who change words and photos but no code, or viewers. An agency can build a site and hand it over to its client.",
  },
];
