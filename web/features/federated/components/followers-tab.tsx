import type { Federation } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { useInfiniteQuery } from "@tanstack/react-query";
import { UsersIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { LoadMore } from "@/components/list-screen/load-more";
import { type FollowerStatus, followersQueryOptions } from "../api/followers-api";
import { counted } from "../lib/federated-words";
import { FollowerRow } from "./follower-row";
import { Address } from "./site-federation-card";

type Props = { site: Site; federation: Federation };

/** Follow requests waiting for approval (when there are any, or the site asks for them), then the followers. */
export function FollowersTab({ site, federation }: Props) {
  const showsRequests = federation.approve_follows || federation.pending_follows > 0;
  return (
    <div className="grid gap-8">
      {showsRequests && (
        <FollowerSection
          site={site}
          status="pending"
          title="Requests"
          summary={federation.pending_follows > 0 ? `${counted(federation.pending_follows, "request")} waiting` : ""}
        />
      )}
      <FollowerSection
        site={site}
        status="accepted"
        title="Followers"
        summary={federation.followers > 0 ? counted(federation.followers, "follower") : ""}
        empty={
          federation.enabled ? (
            <>
              Nobody follows {site.name} yet. Share <Address value={federation.address} />: people search for it on
              Mastodon and follow it from there.
            </>
          ) : (
            `Nobody follows ${site.name}: it is not on the fediverse. Turn it on under Settings.`
          )
        }
      />
    </div>
  );
}

type SectionProps = { site: Site; status: FollowerStatus; title: string; summary: string; empty?: ReactNode };

function FollowerSection({ site, status, title, summary, empty }: SectionProps) {
  const titleId = useId();
  const list = useInfiniteQuery(followersQueryOptions(site.id, status));
  const isRequests = status === "pending";
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{summary}</p>
      </div>
      <ListStates
        query={list}
        loading={<ListLoading label={`Loading ${title.toLowerCase()}…`} count={2} itemClassName="h-16" />}
        errorTitle={`Error loading ${title.toLowerCase()}`}
      >
        {(data) => {
          const followers = data.pages.flatMap((page) => page.followers);
          if (followers.length === 0) {
            return isRequests ? (
              <p className="text-sm text-muted-foreground">
                No requests waiting. New followers ask here first while “Approve followers myself” is on.
              </p>
            ) : (
              <ListEmpty icon={UsersIcon} title="No followers yet" description={empty} />
            );
          }
          return (
            <>
              <ul aria-label={title} className="divide-y rounded-lg border">
                {followers.map((follower) => (
                  <FollowerRow key={follower.id} site={site} follower={follower} />
                ))}
              </ul>
              <LoadMore more={list} things={isRequests ? "requests" : "followers"} />
            </>
          );
        }}
      </ListStates>
    </section>
  );
}
