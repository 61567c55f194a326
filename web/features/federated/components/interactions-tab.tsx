import type { Site } from "@common/schemas/sites";
import { useInfiniteQuery } from "@tanstack/react-query";
import { MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListSelect } from "@/components/list-screen/list-select";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { LoadMore } from "@/components/list-screen/load-more";
import { type InteractionKind, interactionsQueryOptions } from "../api/interactions-api";
import { INTERACTION_KIND_OPTIONS } from "../lib/federated-words";
import { InteractionItem } from "./interaction-item";

const KINDS = new Set<string>(["reply", "like", "boost"]);

/** Replies, likes and boosts of the site's posts and the site's own answers, newest first. */
export function InteractionsTab({ site }: { site: Site }) {
  const [kind, setKind] = useState<InteractionKind | "">("");
  const list = useInfiniteQuery(interactionsQueryOptions(site.id, kind));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <ListSelect
          label="Show"
          value={kind}
          allLabel="Replies, likes and boosts"
          options={INTERACTION_KIND_OPTIONS}
          onChange={(value) => setKind(KINDS.has(value) ? (value as InteractionKind) : "")}
          className="sm:basis-64"
        />
      </div>
      <ListStates
        query={list}
        loading={<ListLoading label="Loading interactions…" count={3} itemClassName="h-24" />}
        errorTitle="Error loading interactions"
      >
        {(data) => {
          const interactions = data.pages.flatMap((page) => page.interactions);
          if (interactions.length === 0) {
            return (
              <ListEmpty
                icon={MessagesSquareIcon}
                title={kind ? "None of these yet" : "No replies, likes or boosts yet"}
                description={`When people on the fediverse reply to ${site.name}'s posts, like or boost them, they show here, newest first, and you can answer replies as the site.`}
              />
            );
          }
          return (
            <>
              <ul aria-label="Interactions" className={list.isPlaceholderData ? "opacity-60" : undefined}>
                {interactions.map((interaction) => (
                  <InteractionItem key={interaction.id} site={site} interaction={interaction} />
                ))}
              </ul>
              <LoadMore more={list} things="interactions" />
            </>
          );
        }}
      </ListStates>
    </div>
  );
}
