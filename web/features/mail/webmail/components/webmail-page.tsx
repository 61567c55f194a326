import type { Mailbox, MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { MailIcon, MailXIcon } from "lucide-react";
import { useParams } from "react-router";
import { BackLink } from "@/components/back-link";
import { ListError } from "@/components/list-screen/list-states";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { ApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { mailboxesQueryOptions, mailDomainQueryOptions } from "../api/mail-queries";
import { useMailPlace } from "../hooks/use-mail-place";
import { Webmail } from "./webmail";
import { NoMailbox } from "./webmail-states";

/** /admin/mail/:domainId — the mail client: the reader's mailboxes of one domain. */
export function WebmailPage() {
  const { domainId = "" } = useParams();
  const domain = useQuery(mailDomainQueryOptions(domainId));
  const mailboxes = useQuery(mailboxesQueryOptions(domainId));
  useDocumentTitle(domain.data ? `Mail — ${domain.data.domain}` : null);

  if (domain.isPending || mailboxes.isPending) {
    return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  }
  if (!domain.data || !mailboxes.data) {
    const error = domain.error ?? mailboxes.error;
    if (error instanceof ApiError && error.status === 404) return <DomainNotFound />;
    return (
      <PageContainer>
        <PageHeader title="Mail" icon={MailIcon} />
        <ListError
          title="Error loading mail"
          error={error}
          onRetry={() => {
            void domain.refetch();
            void mailboxes.refetch();
          }}
        />
      </PageContainer>
    );
  }
  if (mailboxes.data.length === 0) return <NoMailbox domain={domain.data} />;
  return <ChosenMailbox domain={domain.data} mailboxes={mailboxes.data} />;
}

/** The mailbox named in the address, else the first one the reader has. */
function ChosenMailbox({ domain, mailboxes }: { domain: MailDomain; mailboxes: Mailbox[] }) {
  const { place } = useMailPlace();
  const mailbox = mailboxes.find((each) => each.id === place.mailboxId) ?? mailboxes[0];
  if (!mailbox) return <NoMailbox domain={domain} />;
  return <Webmail key={mailbox.id} domain={domain} mailbox={mailbox} mailboxes={mailboxes} />;
}

function DomainNotFound() {
  return (
    <PageContainer>
      <PageHeader title="Mail domain not found" icon={MailXIcon} />
      <p className="text-sm text-muted-foreground">
        This domain was removed, or it belongs to another organization than the one you are working in.
      </p>
      <BackLink to="/admin/mail" className="self-start">
        Back to Mail
      </BackLink>
    </PageContainer>
  );
}
