import type { MailAlias, Mailbox, MailDomain } from "@common/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon, PlusIcon, SignpostIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { CardSection } from "@/components/card-section";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ListError, ListLoading } from "@/components/list-screen/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { aliasesQueryOptions, useRemoveAlias } from "../api/aliases-api";
import { ALIAS_KIND_WORDS, aliasTargetsText } from "../lib/mail-words";
import { AliasDialog } from "./alias-dialog";

type Props = { domain: MailDomain; mailboxes: Mailbox[] };

/** The domain's aliases, forwards and catch-all, for those who manage mail: listed, added and removed. */
export function AliasSection({ domain, mailboxes }: Props) {
  const aliases = useQuery(aliasesQueryOptions(domain.id));
  const [adding, setAdding] = useState(false);
  const addressOf = (id: string) => mailboxes.find((mailbox) => mailbox.id === id)?.address;

  return (
    <CardSection
      title="Aliases and forwards"
      description="More addresses that deliver to your mailboxes, or send mail on to addresses elsewhere."
      actions={
        <Button variant="outline" onClick={() => setAdding(true)}>
          <PlusIcon aria-hidden="true" />
          Add address
        </Button>
      }
    >
      {aliases.isPending ? (
        <ListLoading label="Loading aliases…" count={1} itemClassName="h-12" />
      ) : aliases.data === undefined ? (
        <ListError title="Error loading aliases" error={aliases.error} onRetry={() => void aliases.refetch()} />
      ) : aliases.data.length === 0 ? (
        <div className="flex items-center gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          <SignpostIcon className="size-5 shrink-0" aria-hidden="true" />
          <p>
            None yet. Let sales@{domain.domain} reach an existing mailbox, or forward orders@{domain.domain} to a Gmail
            address.
          </p>
        </div>
      ) : (
        <ul aria-label={`Aliases and forwards at ${domain.domain}`} className="divide-y rounded-lg border">
          {aliases.data.map((alias) => (
            <AliasRow key={alias.id} alias={alias} targets={aliasTargetsText(alias, addressOf)} />
          ))}
        </ul>
      )}
      {adding && (
        <AliasDialog
          domain={domain}
          mailboxes={mailboxes}
          hasCatchAll={aliases.data?.some((alias) => alias.kind === "catch_all") ?? false}
          onClose={() => setAdding(false)}
        />
      )}
    </CardSection>
  );
}

function AliasRow({ alias, targets }: { alias: MailAlias; targets: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveAlias(alias.domain_id);
  const kind = ALIAS_KIND_WORDS[alias.kind];
  const name = alias.kind === "catch_all" ? "the catch-all" : alias.address;
  return (
    <li aria-label={alias.address} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:gap-4">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-all">{alias.address}</span>
          <Badge variant="secondary">{kind.name}</Badge>
        </p>
        <p className="flex min-w-0 items-start gap-2 text-sm text-muted-foreground">
          <ArrowRightIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-all">
            <span className="sr-only">{alias.kind === "forward" ? "Forwards to " : "Delivers to "}</span>
            {targets}
          </span>
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
        <Trash2Icon aria-hidden="true" />
        Remove<span className="sr-only"> {alias.address}</span>
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Remove ${name}?`}
          description={
            alias.kind === "catch_all"
              ? `Mail to addresses at ${alias.address.slice(2)} that nothing else holds is turned away from now on. Mail already delivered stays.`
              : `Mail to ${alias.address} is no longer taken (a catch-all takes it, if there is one). Mail already delivered stays.`
          }
          action="Remove"
          busyAction="Removing..."
          isBusy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(alias.id, {
              onSuccess: () => toast({ title: `${kind.name} removed`, description: alias.address }),
            })
          }
        />
      )}
    </li>
  );
}
