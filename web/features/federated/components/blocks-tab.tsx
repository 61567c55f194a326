import type { Block } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { ShieldBanIcon, ShieldOffIcon } from "lucide-react";
import { useId } from "react";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { ListLoading, ListStates } from "@/components/list-screen/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission, usePermission } from "@/features/auth";
import { blocksQueryOptions, useRemoveBlock } from "../api/blocks-api";
import { BlockForm } from "./block-form";
import { When } from "./when";

/** The people and servers the site refuses: the form that adds one (for admins) and the list with Unblock. */
export function BlocksTab({ site }: { site: Site }) {
  const { allowed, reason } = usePermission("site:update");
  const blocks = useQuery(blocksQueryOptions(site.id));
  const titleId = useId();
  const listId = useId();
  return (
    <div className="grid gap-8">
      <section aria-labelledby={titleId} className="grid gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Block someone
        </h2>
        <p className="text-sm text-muted-foreground">
          {allowed
            ? "A blocked person or server stops following the site, and what it sends (follows, replies, likes) is refused."
            : `${reason}.`}
        </p>
        {allowed && <BlockForm site={site} />}
      </section>
      <section aria-labelledby={listId} className="grid gap-3">
        <h2 id={listId} className="text-lg font-semibold">
          Blocked
        </h2>
        <ListStates
          query={blocks}
          loading={<ListLoading label="Loading blocks…" count={2} itemClassName="h-14" />}
          errorTitle="Error loading blocks"
        >
          {(all) =>
            all.length === 0 ? (
              <ListEmpty
                icon={ShieldBanIcon}
                title="Nobody is blocked"
                description="Block a person who is unkind in replies, or a whole server that sends spam."
              />
            ) : (
              <ul aria-label="Blocked" className="divide-y rounded-lg border">
                {all.map((block) => (
                  <BlockRow key={block.id} site={site} block={block} />
                ))}
              </ul>
            )
          }
        </ListStates>
      </section>
    </div>
  );
}

function BlockRow({ site, block }: { site: Site; block: Block }) {
  const unblock = useRemoveBlock(site.id);
  return (
    <li aria-label={block.value} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="grid min-w-0 gap-1">
        <p className="font-mono text-sm break-all">{block.value}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline">{block.kind === "domain" ? "Whole server" : "Person"}</Badge>
          <span>
            Blocked <When iso={block.created_at} />
          </span>
        </p>
      </div>
      <RequiresPermission permission="site:update">
        <Button
          variant="outline"
          size="sm"
          disabled={unblock.isPending}
          aria-label={`Unblock ${block.value}`}
          onClick={() =>
            unblock.mutateAsync(block.id).then(
              () => toast({ title: "Unblocked", description: `${block.value} may follow ${site.name} again` }),
              () => {},
            )
          }
        >
          <ShieldOffIcon aria-hidden="true" />
          Unblock
        </Button>
      </RequiresPermission>
    </li>
  );
}
