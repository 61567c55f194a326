import { SettingsIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ChangePasswordForm, useAuth } from "@/features/auth";
import { ThemeChoice } from "./theme-choice";

/** /admin/settings: profile, active organization, theme and password. */
export function SettingsPage() {
  const { user, activeOrganization } = useAuth();
  return (
    <PageContainer>
      <PageHeader title="Settings" description="Your account and how Webcraft looks for you." icon={SettingsIcon} />
      <div className="grid gap-6 md:grid-cols-2">
        <SettingsCard title="Profile" description="Who you are signed in as.">
          <Details
            rows={[
              ["Name", user?.name || "—"],
              ["Email", user?.email ?? "—"],
            ]}
          />
        </SettingsCard>
        <SettingsCard title="Organization" description="The organization you are working in now.">
          {activeOrganization ? (
            <Details
              rows={[
                ["Name", activeOrganization.name],
                ["Slug", activeOrganization.slug],
              ]}
            />
          ) : (
            <p className="text-sm text-muted-foreground">No organization is active.</p>
          )}
        </SettingsCard>
      </div>
      <SettingsCard title="Appearance" description="Choose the theme of the app.">
        <ThemeChoice />
      </SettingsCard>
      <SettingsCard title="Password" description="Change the password you sign in with.">
        <div className="max-w-sm">
          <ChangePasswordForm backToDashboard={false} />
        </div>
      </SettingsCard>
    </PageContainer>
  );
}

function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Details({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 truncate font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
