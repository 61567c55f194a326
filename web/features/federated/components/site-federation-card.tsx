import type { Federation } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import type { UseQueryResult } from "@tanstack/react-query";
import { SettingsIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { CopyField } from "@/components/copy-field";
import { ItemCard } from "@/components/item-card";
import { ListError, ListLoading } from "@/components/list-screen/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePermission } from "@/features/auth";
import { federatedSitePath } from "../hooks/use-federated-place";

type Props = { site: Site; federation: UseQueryResult<Federation> | undefined };

/** One site: on or off, its address to copy, its followers and the requests waiting, and the way in. */
export function SiteFederationCard({ site, federation }: Props) {
  const data = federation?.data;
  return (
    <ItemCard
      title={site.name}
      subtitle={<FederationBadge federation={data} />}
      actions={<OpenButton site={site} federation={data} />}
    >
      {!federation || federation.isPending ? (
        <ListLoading label={`Loading ${site.name}…`} count={1} itemClassName="h-16" />
      ) : !data ? (
        <ListError
          title={`Error loading ${site.name}'s fediverse settings`}
          error={federation.error}
          onRetry={() => void federation.refetch()}
        />
      ) : data.enabled ? (
        <Presence site={site} federation={data} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {data.is_new ? (
            <>
              Not on the fediverse. Turned on, {site.name} gets an address such as <Address value={data.address} /> that
              people follow from Mastodon.
            </>
          ) : (
            <>
              Off: <Address value={data.address} /> answers that the account is gone, and nobody follows it.
            </>
          )}
        </p>
      )}
    </ItemCard>
  );
}

export function FederationBadge({ federation }: { federation: Federation | undefined }) {
  if (!federation) return null;
  return federation.enabled ? <Badge variant="success">On the fediverse</Badge> : <Badge variant="outline">Off</Badge>;
}

function OpenButton({ site, federation }: { site: Site; federation: Federation | undefined }) {
  const { allowed } = usePermission("site:update");
  const isSetUp = federation?.enabled || federation?.is_new === false;
  return (
    <Button asChild variant={isSetUp ? "outline" : "default"}>
      <Link to={federatedSitePath(site.id)} aria-label={`${isSetUp || !allowed ? "Open" : "Set up"} ${site.name}`}>
        <SettingsIcon aria-hidden="true" />
        {isSetUp || !allowed ? "Open" : "Set up"}
      </Link>
    </Button>
  );
}

/** An enabled site: the address to hand out, and who follows or asks to. */
export function Presence({ site, federation }: { site: Site; federation: Federation }) {
  const figures = [
    { label: "Followers", value: federation.followers, icon: UsersIcon, tab: "followers" as const },
    { label: "Follow requests", value: federation.pending_follows, icon: UserPlusIcon, tab: "followers" as const },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <CopyField label="Fediverse address" value={federation.address} />
      <dl className="grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <figure.icon className="size-3.5" aria-hidden="true" />
              {figure.label}
            </dt>
            <dd className="font-semibold tabular-nums">
              <Link to={federatedSitePath(site.id, figure.tab)} className="hover:underline">
                {figure.value}
                <span className="sr-only"> {figure.label.toLowerCase()}: open the list</span>
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An address inside a sentence: in the code face, broken anywhere rather than at its hyphens alone. */
export function Address({ value }: { value: string }) {
  return <span className="font-mono text-foreground [overflow-wrap:anywhere]">{value}</span>;
}
