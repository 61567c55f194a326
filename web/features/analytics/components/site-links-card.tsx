import type { SiteLinks } from "@common/schemas/analytics";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { SettingsCard } from "@/components/settings-card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, useAuth, usePermission } from "@/features/auth";
import { billingQueryOptions } from "@/features/billing";
import { ApiError } from "@/lib/api-client";
import { showErrorToast } from "@/lib/error-toast";
import { siteLinksQueryOptions, useSaveSiteLinks } from "../api/analytics-api";

/** The site's WhatsApp number (for the WhatsApp button) and the "Made with Webcraft" badge. */
export function SiteLinksCard({ siteId }: { siteId: string }) {
  const { allowed, reason } = usePermission("site:update");
  const links = useQuery(siteLinksQueryOptions(siteId));
  return (
    <SettingsCard
      title="WhatsApp and badge"
      description={
        allowed
          ? "Where the site's WhatsApp button leads, and whether its pages show a small “Made with Webcraft” badge. Clicks on both are counted under Visitors."
          : reason
      }
    >
      {links.data ? (
        <LinksForm key={JSON.stringify(links.data)} siteId={siteId} links={links.data} />
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </SettingsCard>
  );
}

/** Whether the organization's plan shows the badge whatever the setting (Free, where billing is on). */
function useBadgeRequired(): boolean {
  const { activeOrganization } = useAuth();
  const billing = useQuery({
    ...billingQueryOptions(activeOrganization?.id ?? ""),
    enabled: Boolean(activeOrganization),
  });
  return billing.data?.features?.badge_required === true;
}

function LinksForm({ siteId, links }: { siteId: string; links: SiteLinks }) {
  const { allowed } = usePermission("site:update");
  const badgeRequired = useBadgeRequired();
  const save = useSaveSiteLinks(siteId);
  const [number, setNumber] = useState(links.whatsapp_number ? `+${links.whatsapp_number}` : "");
  const [badge, setBadge] = useState(links.show_badge);
  const [error, setError] = useState<string | null>(null);
  const changed =
    number.trim() !== (links.whatsapp_number ? `+${links.whatsapp_number}` : "") || badge !== links.show_badge;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allowed || !changed) return;
    setError(null);
    save.mutateAsync({ whatsapp_number: number.trim(), show_badge: badge }).then(
      () =>
        toast({
          title: "Links saved",
          description: badge !== links.show_badge ? "Publish the site to show or hide the badge." : undefined,
        }),
      (failure: Error) => {
        if (failure instanceof ApiError && failure.status === 400) {
          const issue = (failure.details?.issues as { message?: string }[] | undefined)?.[0];
          setError(issue?.message ?? failure.message);
        } else showErrorToast("Error saving links", failure.message);
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      <FormField id="whatsapp-number" label="WhatsApp number" error={error ?? undefined}>
        <Input
          id="whatsapp-number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+27 82 123 4567"
          value={number}
          readOnly={!allowed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId("whatsapp-number") : "whatsapp-number-hint"}
          onChange={(event) => setNumber(event.target.value)}
        />
        {!error && (
          <p id="whatsapp-number-hint" className="text-sm text-muted-foreground">
            With the country code. The site's WhatsApp buttons open a chat with this number, straight away, without
            publishing.
          </p>
        )}
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox
          checked={badge || badgeRequired}
          disabled={!allowed || badgeRequired}
          aria-describedby="badge-hint"
          onChange={(event) => setBadge(event.target.checked)}
        />
        <span>
          Show the “Made with Webcraft” badge
          <span id="badge-hint" className="block text-muted-foreground">
            {badgeRequired ? (
              <>
                The Free plan shows it on every page.{" "}
                <Link to="/admin/billing/starter" className="underline underline-offset-2">
                  Upgrade to Starter
                </Link>{" "}
                to hide it.
              </>
            ) : (
              "From the next publish; off unless you switch it on."
            )}
          </span>
        </span>
      </label>
      <div>
        <SaveButton permission="site:update" changed={changed} saving={save.isPending} />
      </div>
    </form>
  );
}
