import { SettingsIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { SettingsCard } from "@/components/settings-card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/features/auth";
import { currentSearchParams } from "@/lib/current-search-params";
import { AccountSettings } from "./account-settings";
import { OrganizationSettings } from "./organization-settings";

type Tab = "organization" | "account";

/**
 * /admin/settings: the active organization's settings and the user's own account, one tab each. The tab
 * lives in the address (`?tab=account`), so a link can open either; without one, the Organization tab
 * opens when there is an active organization and the Account tab when there is none.
 */
export function SettingsPage() {
  const { activeOrganization } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("tab");
  const tab: Tab =
    asked === "account" || asked === "organization" ? asked : activeOrganization ? "organization" : "account";

  function select(value: string) {
    setSearchParams(
      () => {
        const params = currentSearchParams();
        params.set("tab", value);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="Settings"
        description="Your organization, your account and how Webcraft looks for you."
        icon={SettingsIcon}
      />
      <Tabs value={tab} onValueChange={select} className="gap-6">
        <TabsList aria-label="Settings" className="w-full sm:w-fit">
          <TabsTrigger value="organization">Organization</TabsTrigger>
          <TabsTrigger value="account">Account</TabsTrigger>
        </TabsList>
        <TabsContent value="organization">
          {activeOrganization ? (
            <OrganizationSettings organization={activeOrganization} />
          ) : (
            <SettingsCard title="No organization" description="Create an organization, or choose one in the top bar.">
              <p className="text-sm text-muted-foreground">
                An organization's name, slug and logo are set here once you work in one.
              </p>
            </SettingsCard>
          )}
        </TabsContent>
        <TabsContent value="account">
          <AccountSettings />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
