import { useQuery } from "@tanstack/react-query";
import { AtSignIcon, MailIcon } from "lucide-react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListScreen } from "@/components/list-screen/list-screen";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Button } from "@/components/ui/button";
import { useAuth, usePermission } from "@/features/auth";
import { mailDomainsQueryOptions } from "../api/domains-api";
import { AddDomainButton } from "../components/add-domain-dialog";
import { AddDomainForm } from "../components/add-domain-form";
import { DomainCard } from "../components/domain-card";

const ABOUT = "Addresses on your own domain, such as info@yourbusiness.co.za, and who reads them.";

/** /admin/mail: the organization's mail domains, their records, mailboxes and other addresses. */
export function MailPage() {
  const { activeOrganization } = useAuth();
  const { allowed, reason } = usePermission("mail:manage");
  const organizationId = activeOrganization?.id ?? "";
  const domains = useQuery({ ...mailDomainsQueryOptions(organizationId), enabled: organizationId !== "" });
  const hasDomains = (domains.data?.length ?? 0) > 0;
  return (
    <ListScreen
      title="Mail"
      icon={MailIcon}
      className="max-w-6xl"
      description={allowed ? ABOUT : `${ABOUT} ${reason}.`}
      actions={allowed && hasDomains ? <AddDomainButton organizationId={organizationId} /> : undefined}
    >
      {activeOrganization ? (
        <ListStates
          query={domains}
          loading={<ListLoading label="Loading mail domains…" count={1} itemClassName="h-72" />}
          errorTitle="Error loading mail domains"
        >
          {(all) =>
            all.length === 0 ? (
              <NoDomains organizationId={organizationId} canManage={allowed} />
            ) : (
              <div className="grid gap-6">
                {all.map((domain) => (
                  <DomainCard key={domain.id} domain={domain} organizationId={organizationId} canManage={allowed} />
                ))}
              </div>
            )
          }
        </ListStates>
      ) : (
        <p className="text-sm text-muted-foreground">Select an organization to see its mail.</p>
      )}
    </ListScreen>
  );
}

/** No domain yet: what one gives, and the form that adds it (for those who may). */
function NoDomains({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  return (
    <ListEmpty
      icon={AtSignIcon}
      title="No mail domains yet"
      isHeading
      description={
        canManage
          ? "Add your domain to get addresses like info@yourbusiness.co.za. You create a few DNS records where the domain is managed; we check them for you."
          : "Once an admin or owner adds the organization's domain and gives you a mailbox, it shows here."
      }
    >
      {canManage && (
        <div className="w-full max-w-md pt-2">
          <AddDomainForm
            organizationId={organizationId}
            footer={(adding) => (
              <Button type="submit" disabled={adding} className="justify-self-start">
                {adding ? "Adding..." : "Add domain"}
              </Button>
            )}
          />
        </div>
      )}
    </ListEmpty>
  );
}
