import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useDocumentTitle } from "@/lib/use-document-title";
import { claimQueryOptions, useAcceptClaim } from "../api/claims-api";
import { ClaimForm } from "../components/claim-form";
import { ClaimRefused, refusalOf } from "../components/claim-refused";

/** /admin/sites/claim/:slug?token=…: the client's side of a hand-over (docs/product.md#claiming-a-site). */
export function ClaimSitePage() {
  const { slug = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const accept = useAcceptClaim(token);
  // A claimed link answers 409 "claimed": once used here it is not asked again, though switching to the
  // receiving organization refetches every query while this screen is still up.
  const claim = useQuery({ ...claimQueryOptions(token, slug), enabled: token !== "" && !accept.isSuccess });
  useDocumentTitle(claim.data ? `Claim ${claim.data.site.name}` : null);

  if (token === "") return <ClaimRefused reason="unknown" />;
  if (claim.isPending) return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  if (claim.error) {
    const reason = refusalOf(claim.error);
    if (reason) return <ClaimRefused reason={reason} />;
    return (
      <PageContainer className="max-w-xl">
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>Error loading the claim</AlertTitle>
          <AlertDescription>{claim.error.message}</AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  return <ClaimForm claim={claim.data} accept={accept} />;
}
