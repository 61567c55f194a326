import {
  BanknoteIcon,
  Code2Icon,
  HistoryIcon,
  LayoutGridIcon,
  type LucideIcon,
  MonitorSmartphoneIcon,
  RocketIcon,
  UsersIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { useSiteAddress } from "../use-site-address";
import { LandingSection } from "./landing-section";

type Feature = { icon: LucideIcon; title: string; description: ReactNode; className?: string };

function useFeatures(): Feature[] {
  const address = useSiteAddress("{slug}");
  return [
    {
      icon: Code2Icon,
      title: "A real code editor",
      description: (
        <>
          Pages and components are React files you write in JSX: <code>pages/Index.jsx</code> is your home page and{" "}
          <code>pages/About.jsx</code> is <code>/about</code>. Add CSS, JSON and Tailwind beside them, and format your
          code with one shortcut.
        </>
      ),
      className: "md:col-span-2",
    },
    {
      icon: HistoryIcon,
      title: "Version history for every file",
      description: "Every save keeps a version. Look back at any file and bring an earlier version back.",
    },
    {
      icon: MonitorSmartphoneIcon,
      title: "Preview at every size",
      description: "Check each page at phone (375px), tablet (768px) and desktop widths before anyone else sees it.",
    },
    {
      icon: RocketIcon,
      title: "One-click publish",
      description: (
        <>
          Publish puts your site live at <code>{address}</code>. A new version replaces the old one in a single step.
        </>
      ),
    },
    {
      icon: UsersIcon,
      title: "Teams and organizations",
      description:
        "Invite colleagues and clients by email as owner, admin or member. Agencies keep every client in its own organization.",
    },
    {
      icon: LayoutGridIcon,
      title: "Media, forms, content and commerce",
      description:
        "Everything around a small-business website sits beside your sites: a media library, form submissions, blog content and an online store.",
      className: "md:col-span-2",
    },
    {
      icon: BanknoteIcon,
      title: "Billing in rand",
      description: "Plans are priced and billed in South African rand (ZAR). No exchange-rate surprises.",
      className: "md:col-span-2 lg:col-span-1",
    },
  ];
}

/** What Webcraft does, as a grid of cards. */
export function FeaturesSection() {
  const features = useFeatures();
  return (
    <LandingSection
      id="features"
      eyebrow="Features"
      title="Everything your business website needs"
      description="The control of real code, with the hosting, history and team tools taken care of."
      className="bg-muted/30"
    >
      <ul className="mt-14 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className={cn("rounded-xl border bg-card p-6 text-card-foreground shadow-sm", feature.className)}
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <feature.icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-4 font-semibold">{feature.title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-xs [&_code]:text-foreground">
              {feature.description}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
