import { type AcceptClaimInput, acceptClaimSchema, type Claim } from "@common/schemas/claims";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheckIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { organizationsQueryKey, useAuth } from "@/features/auth";
import { trackConversion } from "@/lib/analytics";
import { formatLongDate } from "@/lib/dates";
import { useSchemaForm } from "@/lib/use-schema-form";
import type { useAcceptClaim } from "../api/claims-api";
import { ClaimPreview } from "./claim-preview";
import { ClaimRefused, refusalOf } from "./claim-refused";

const NEW = "new";

/** The choice on screen, turned into what the server takes and checked with its schema. */
function claimFormSchema(siteName: string) {
  return z
    .object({ receiver: z.string(), keep_agency: z.boolean() })
    .transform(
      ({ receiver, keep_agency }): AcceptClaimInput => ({
        ...(receiver === NEW ? { new_organization_name: siteName } : { organization_id: receiver }),
        keep_agency,
      }),
    )
    .pipe(acceptClaimSchema);
}

/** What the client sees before claiming: the site, who built it, where it goes, and Claim site. */
export function ClaimForm({ claim, accept }: { claim: Claim; accept: ReturnType<typeof useAcceptClaim> }) {
  const { site, agency } = claim;
  const { setActiveOrganization } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(claimFormSchema(site.name), { receiver: NEW, keep_agency: false });
  const refused = refusalOf(accept.error);
  if (refused) return <ClaimRefused reason={refused} />;

  const handleSubmit = form.handleSubmit((input) => {
    accept.mutate(input, {
      onSuccess: async (claimed) => {
        trackConversion("CLAIM_SITE");
        await queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
        await setActiveOrganization(claimed.organization_id);
        toast({ title: "Site claimed", description: `${claimed.name} is yours now.` });
        navigate(`/admin/site/${claimed.id}`, { replace: true });
      },
    });
  });
  const receiver = form.register("receiver");

  return (
    <PageContainer>
      <PageHeader
        title={`Claim ${site.name}`}
        icon={BadgeCheckIcon}
        description={`${agency.name} built this site for you. Claim it to make it yours: it moves into your organization with its pages, media, form submissions and posts, and keeps its address.`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="overflow-hidden">
          <CardHeader>
            <CardTitle>
              <h2>Preview</h2>
            </CardTitle>
            <a
              href={site.url}
              target="_blank"
              rel="noreferrer"
              className="break-all text-sm text-primary underline-offset-4 hover:underline"
            >
              {site.url.replace(/^https?:\/\//, "")}
            </a>
          </CardHeader>
          <CardContent>
            {site.preview_url ? (
              <ClaimPreview site={site} />
            ) : (
              <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                {agency.name} has not published this site yet. Once it is yours you can publish it from the editor.
              </p>
            )}
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardContent>
            <form onSubmit={handleSubmit} className="grid gap-5">
              <dl className="grid gap-1 text-sm">
                <dt className="font-medium">Built by</dt>
                <dd className="text-muted-foreground" data-testid="claim-agency">
                  {agency.name}
                </dd>
                <dt className="mt-2 font-medium">Link works until</dt>
                <dd className="text-muted-foreground">{formatLongDate(claim.expires_at)}</dd>
              </dl>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">Organization that receives the site</legend>
                {claim.receiving_organizations.map((organization) => (
                  <ReceiverOption
                    key={organization.id}
                    {...receiver}
                    value={organization.id}
                    label={organization.name}
                  />
                ))}
                <ReceiverOption {...receiver} value={NEW} label={`A new organization named ${site.name}`} />
              </fieldset>
              <div className="grid gap-1">
                <label className="flex items-start gap-2 text-sm">
                  <Checkbox className="mt-0.5" {...form.register("keep_agency")} />
                  <span>Keep {agency.name} as an admin</span>
                </label>
                <p className="pl-6 text-xs text-muted-foreground">
                  They get an invitation to your organization, which you can take back later in Members.
                </p>
              </div>
              <Button type="submit" disabled={accept.isPending}>
                {accept.isPending ? "Claiming..." : "Claim site"}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}

/** One radio of the receiving organization, registered with the form. */
function ReceiverOption({ label, ...radio }: Omit<ComponentProps<"input">, "type"> & { label: string }) {
  return (
    <label className="flex items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
      <input {...radio} type="radio" className="accent-primary" />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}
