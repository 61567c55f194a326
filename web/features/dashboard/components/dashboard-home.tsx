import { ArrowRightIcon, GlobeIcon, type LucideIcon, SettingsIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth, usePermission } from "@/features/auth";

type Shortcut = { title: string; description: string; to: string; icon: LucideIcon };

/** The shortcuts, each described by what the user's role lets them do there. */
function useShortcuts(): Shortcut[] {
  const mayCreateSites = usePermission("site:create").allowed;
  const mayEditFiles = usePermission("file:write").allowed;
  const mayEditContent = usePermission("content:write").allowed;
  const mayInvite = usePermission("member:manage").allowed;
  const sites = mayCreateSites
    ? "Create, edit, preview and publish your websites."
    : mayEditFiles
      ? "Edit, preview and publish your websites."
      : mayEditContent
        ? "Update your websites' photos, blog posts and messages."
        : "Look through and preview your websites.";
  return [
    { title: "Sites", description: sites, to: "/admin/sites", icon: GlobeIcon },
    {
      title: "Members",
      description: mayInvite
        ? "See who is in your organization and invite colleagues."
        : "See who is in your organization.",
      to: "/admin/members",
      icon: UsersIcon,
    },
    {
      title: "Settings",
      description: "Your profile, password, theme and the active organization.",
      to: "/admin/settings",
      icon: SettingsIcon,
    },
  ];
}

/**
 * /admin: a welcome, then the next step, then the ways on. `children` are blocks other features add (the
 * route composes them: the recent sites, or "Create your first site"); they come before the shortcuts so
 * that on a phone the next step is on the first screen.
 */
export function DashboardHome({ children }: { children?: ReactNode }) {
  const { user, activeOrganization } = useAuth();
  const shortcuts = useShortcuts();
  const firstName = user?.name?.split(" ")[0] || user?.email;
  return (
    <PageContainer>
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={
          activeOrganization ? (
            <>
              You are working in <span className="font-medium text-foreground">{activeOrganization.name}</span>.
            </>
          ) : (
            "Choose or create an organization to start building sites."
          )
        }
      />
      {children}
      <section aria-labelledby="shortcuts-heading" className="grid gap-4">
        <h2 id="shortcuts-heading" className="text-lg font-semibold tracking-tight">
          Shortcuts
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <ShortcutCard {...shortcut} />
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}

function ShortcutCard({ title, description, to, icon: Icon }: Shortcut) {
  return (
    <Link
      to={to}
      className="group block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Card className="h-full transition-colors group-hover:border-primary/40 group-hover:bg-accent/40">
        <CardHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </div>
          <CardTitle className="flex items-center gap-2">
            {title}
            <ArrowRightIcon
              className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
      </Card>
    </Link>
  );
}
