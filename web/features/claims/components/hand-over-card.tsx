import type { ClaimLink } from "@common/schemas/claims";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CopyField } from "@/components/copy-field";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission, usePermission } from "@/features/auth";
import { formatLongDate } from "@/lib/dates";
import { claimStatusQueryOptions, useCreateClaim } from "../api/claims-api";

/** A link the creator made with the site, handed to the settings page it opens (`navigate(…, { state })`). */
function linkFromNavigation(state: unknown): ClaimLink | null {
  const link = (state as { claimLink?: ClaimLink | null } | null)?.claimLink;
  return link ?? null;
}

/**
 * Site settings' "Hand over to a client": the claim link the agency sends its client. A new link is shown
 * (and can be copied) only right after it is made, here or by the creator: the server keeps no copy of its
 * token.
 */
export function HandOverCard({ siteId }: { siteId: string }) {
  const { allowed, reason } = usePermission("site:hand-over");
  const status = useQuery({ ...claimStatusQueryOptions(siteId), enabled: allowed });
  const create = useCreateClaim(siteId);
  const location = useLocation();
  const [link, setLink] = useState<ClaimLink | null>(() => linkFromNavigation(location.state));
  const arrivedHere = location.hash === "#hand-over";

  const navigate = useNavigate();
  const handed = linkFromNavigation(location.state) !== null;

  useEffect(() => {
    if (arrivedHere) document.getElementById("hand-over")?.scrollIntoView({ block: "start" });
  }, [arrivedHere]);
  useEffect(() => {
    // Shown once, like a link made here: a reload (or a later replacement) must not bring it back.
    if (handed) navigate({ hash: location.hash }, { replace: true, state: null });
  }, [handed, navigate, location.hash]);
  const [email, setEmail] = useState("");

  function make(withEmail: boolean) {
    const to = email.trim();
    create.mutate(withEmail && to ? { email: to } : {}, {
      onSuccess: (made) => {
        setLink(made);
        toast({
          title: made.emailed_to ? "Claim link sent" : "Claim link created",
          description: made.emailed_to ? `Mailed to ${made.emailed_to}` : "Copy it and send it to your client.",
        });
      },
    });
  }

  const current = status.data;
  const hasLink = link !== null || current?.status === "open";
  return (
    <SettingsCard
      id="hand-over"
      title="Hand over to a client"
      description={
        allowed
          ? "Built this site for a client? Send them a claim link: they sign in or sign up, and the site moves into their organization with everything in it. Until then the published site shows a small “Preview by” bar with your organization's name."
          : reason
      }
    >
      <div className="grid gap-4">
        {link ? (
          <div className="grid gap-2" data-testid="claim-link">
            <CopyField label="Claim link" value={link.url} />
            <p className="text-sm text-muted-foreground">
              Works until {formatLongDate(link.expires_at)}.{link.emailed_to ? ` Mailed to ${link.emailed_to}.` : ""} It
              is shown only now: copy it before you leave this page.
            </p>
          </div>
        ) : current?.status === "open" ? (
          <p className="text-sm text-muted-foreground" data-testid="claim-status">
            A claim link made on {formatLongDate(current.created_at)} works until {formatLongDate(current.expires_at)}
            {current.emailed_to ? ` (mailed to ${current.emailed_to})` : ""}. Links are shown only once: replace it to
            get one to copy.
          </p>
        ) : current?.status === "expired" ? (
          <p className="text-sm text-muted-foreground" data-testid="claim-status">
            The last claim link expired on {formatLongDate(current.expires_at)}. Make a new one to send.
          </p>
        ) : null}
        <form
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            make(true);
          }}
          className="grid max-w-xl gap-3"
        >
          <FormField id="claim-email" label="Client's email (optional)">
            <Input
              id="claim-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="owner@business.co.za"
              autoComplete="off"
              readOnly={!allowed}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <RequiresPermission permission="site:hand-over">
              <Button type="submit" disabled={create.isPending || email.trim() === ""}>
                {create.isPending ? "Sending..." : "Email claim link"}
              </Button>
            </RequiresPermission>
            <RequiresPermission permission="site:hand-over">
              <Button type="button" variant="outline" disabled={create.isPending} onClick={() => make(false)}>
                {hasLink ? "Replace claim link" : "Create claim link"}
              </Button>
            </RequiresPermission>
          </div>
          {hasLink && (
            <p className="text-xs text-muted-foreground">A new link replaces the current one, which stops working.</p>
          )}
        </form>
      </div>
    </SettingsCard>
  );
}
