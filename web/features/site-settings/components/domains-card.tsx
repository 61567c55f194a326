import { addDomainSchema, type Domain } from "@common/schemas/domains";
import { useQuery } from "@tanstack/react-query";
import { GlobeIcon } from "lucide-react";
import { useState } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SettingsCard } from "@/components/settings-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import {
  domainsQueryOptions,
  useAddDomain,
  useMakePrimary,
  useRemoveDomain,
  useVerifyDomain,
} from "../api/site-settings-api";
import { CopyButton } from "./copy-button";

/** The site's custom domains: adding one, the DNS records it needs, checking them, primary and removing. */
export function DomainsCard({ siteId }: { siteId: string }) {
  const domains = useQuery(domainsQueryOptions(siteId));
  return (
    <SettingsCard
      title="Custom domains"
      description="Serve the site on a domain you own as well. Add it, create the two DNS records shown, then check DNS."
    >
      <div className="grid gap-6">
        <AddDomainForm siteId={siteId} />
        {domains.isPending ? (
          <p className="text-sm text-muted-foreground">Loading domains...</p>
        ) : domains.data && domains.data.length > 0 ? (
          <ul className="grid gap-4" aria-label="Custom domains">
            {domains.data.map((domain) => (
              <DomainItem key={domain.id} siteId={siteId} domain={domain} />
            ))}
          </ul>
        ) : (
          <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            <GlobeIcon className="size-5 shrink-0" aria-hidden="true" />
            <p>No custom domains yet. Add a domain you own, such as www.example.com, to get its DNS records.</p>
          </div>
        )}
      </div>
    </SettingsCard>
  );
}

function AddDomainForm({ siteId }: { siteId: string }) {
  const { allowed } = usePermission("site:update");
  const add = useAddDomain(siteId);
  const form = useSchemaForm(addDomainSchema, { hostname: "" });

  // The server tidies the name (case, a trailing dot) and says what is wrong with it, under the field.
  const handleSubmit = form.handleSubmit(({ hostname }) => {
    if (!allowed) return;
    add.mutate(hostname.trim(), {
      onSuccess: (domain) => {
        form.reset();
        toast({ title: "Domain added", description: `Create the DNS records below for ${domain.hostname}` });
      },
      onError(failure) {
        if (!form.setServerError(failure, { fields: ["hostname"], conflict: "hostname", unnamed: "hostname" })) {
          showErrorToast("Error adding domain", failure.message, failure);
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-md gap-2">
      <FormField id="domain-hostname" label="Domain" error={form.errorOf("hostname")}>
        <div className="flex gap-2">
          <Input
            {...form.field("hostname", "domain-hostname")}
            readOnly={!allowed}
            placeholder="www.example.com"
            autoCapitalize="none"
            spellCheck={false}
          />
          <RequiresPermission permission="site:update">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add domain"}
            </Button>
          </RequiresPermission>
        </div>
      </FormField>
    </form>
  );
}

function StatusBadge({ domain }: { domain: Domain }) {
  if (domain.is_primary) return <Badge>Primary</Badge>;
  if (domain.status === "verified") return <Badge variant="success">Verified</Badge>;
  return <Badge variant="outline">Pending</Badge>;
}

function DomainItem({ siteId, domain }: { siteId: string; domain: Domain }) {
  const verify = useVerifyDomain(siteId);
  const primary = useMakePrimary(siteId);
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="grid gap-3 rounded-lg border p-4" aria-label={domain.hostname}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-all font-medium">{domain.hostname}</h3>
        <StatusBadge domain={domain} />
      </div>
      {domain.status === "pending" && (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">Create these records at your DNS provider:</p>
          <table className="w-full table-fixed text-sm max-sm:block">
            <thead className="text-left text-muted-foreground max-sm:sr-only">
              <ColumnHeads
                columns={[{ label: "Type", className: "w-20" }, "Name", "Value"]}
                cellClassName="pb-1 font-medium"
              />
            </thead>
            <tbody className="max-sm:block">
              {domain.records.map((record) => (
                <tr
                  key={`${record.type}:${record.name}`}
                  className="border-t align-top max-sm:grid max-sm:gap-1 max-sm:py-2"
                >
                  <td className="py-1.5 font-mono max-sm:py-0 max-sm:font-semibold">{record.type}</td>
                  <td className="py-1.5 pr-2 max-sm:py-0">
                    <CopyableValue value={record.name} label={`Copy ${record.type} name`} />
                  </td>
                  <td className="py-1.5 max-sm:py-0">
                    <CopyableValue value={record.value} label={`Copy ${record.type} value`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {domain.message && (
        <p className="text-sm text-muted-foreground" data-testid="domain-message">
          {domain.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {domain.status === "pending" && (
          <RequiresPermission permission="site:update">
            <Button
              variant="outline"
              size="sm"
              disabled={verify.isPending}
              onClick={() =>
                verify.mutate(domain.id, {
                  onSuccess: (checked) =>
                    checked.status === "verified"
                      ? toast({ title: "Domain verified", description: `${checked.hostname} now serves the site` })
                      : undefined,
                })
              }
            >
              {verify.isPending ? "Checking..." : "Check DNS"}
            </Button>
          </RequiresPermission>
        )}
        {domain.status === "verified" && !domain.is_primary && (
          <RequiresPermission permission="site:update">
            <Button variant="outline" size="sm" disabled={primary.isPending} onClick={() => primary.mutate(domain.id)}>
              {primary.isPending ? "Saving..." : "Make primary"}
            </Button>
          </RequiresPermission>
        )}
        <RequiresPermission permission="site:update">
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </RequiresPermission>
      </div>
      {confirming && <RemoveDomainDialog siteId={siteId} domain={domain} onClose={() => setConfirming(false)} />}
    </li>
  );
}

function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="flex items-start gap-1">
      <code className="min-w-0 break-all font-mono text-xs leading-6">{value}</code>
      <CopyButton value={value} label={label} copiedTitle="Record copied" />
    </span>
  );
}

function RemoveDomainDialog({ siteId, domain, onClose }: { siteId: string; domain: Domain; onClose: () => void }) {
  const remove = useRemoveDomain(siteId);
  return (
    <ConfirmDialog
      title={`Remove ${domain.hostname}?`}
      description="The domain stops serving the site at once. You can add it again later, with new records to create."
      action="Remove domain"
      busyAction="Removing..."
      isBusy={remove.isPending}
      onConfirm={() =>
        remove.mutate(domain.id, {
          onSuccess: () => {
            toast({ title: "Domain removed", description: `${domain.hostname} no longer serves the site` });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
