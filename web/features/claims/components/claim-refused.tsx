import { CLAIM_MESSAGES, type ClaimRefusal } from "@common/schemas/claims";
import { LinkIcon } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "@/components/page-container";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

const TITLES: Record<ClaimRefusal, string> = {
  unknown: "This claim link does not work",
  replaced: "This claim link was replaced",
  expired: "This claim link has expired",
  claimed: "This site has already been claimed",
  wrong_site: "This claim link is for another site",
  own_organization: "This site was built by your own organization",
};

/** The screen for a claim link that cannot be used, saying why and what to do. */
export function ClaimRefused({ reason }: { reason: ClaimRefusal }) {
  return (
    <PageContainer className="max-w-xl">
      <Card role="alert" data-testid={`claim-refused-${reason}`}>
        <CardContent className="grid gap-4 py-8 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-muted">
            <LinkIcon className="size-6 text-muted-foreground" aria-hidden="true" />
          </div>
          <h1 className="text-xl font-semibold">{TITLES[reason]}</h1>
          <p className="text-sm text-muted-foreground">{CLAIM_MESSAGES[reason]}</p>
          <div>
            <Button asChild variant="outline">
              <Link to="/admin/sites">Go to Sites</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** The refusal an API error carries, or null for any other failure. */
export function refusalOf(error: unknown): ClaimRefusal | null {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason;
  return typeof reason === "string" && reason in TITLES ? (reason as ClaimRefusal) : null;
}
