import type { Interaction } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { HeartIcon, MessageCircleIcon, Repeat2Icon, ReplyIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { INTERACTION_VERBS } from "../lib/federated-words";
import { ReplyBox } from "./reply-box";
import { When } from "./when";

const ICONS = { reply: MessageCircleIcon, like: HeartIcon, boost: Repeat2Icon } as const;

type Props = { site: Site; interaction: Interaction };

/** One reply, like or boost (or the site's own answer): who, on which post, when, what they wrote, and Reply. */
export function InteractionItem({ site, interaction }: Props) {
  const [replying, setReplying] = useState(false);
  const [answered, setAnswered] = useState(false);
  const Icon = interaction.by_site ? ReplyIcon : ICONS[interaction.kind];
  const who = interaction.by_site ? site.name : interaction.actor_name || interaction.actor_handle;
  const canAnswer = interaction.kind === "reply" && !interaction.by_site;
  return (
    <li
      aria-label={`${who}, ${interaction.kind}`}
      className="grid grid-cols-[auto_1fr] gap-3 border-b py-4 last:border-b-0"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-2">
        <div className="text-sm">
          <p className="break-words">
            <span className="font-medium">{who}</span>{" "}
            {!interaction.by_site && (
              <span className="font-mono text-xs break-all text-muted-foreground">{interaction.actor_handle} </span>
            )}
            {interaction.by_site ? "answered on" : INTERACTION_VERBS[interaction.kind]}{" "}
            <PostName interaction={interaction} />
          </p>
          <p className="text-xs text-muted-foreground">
            <When iso={interaction.created_at} />
          </p>
        </div>
        {interaction.content_html && (
          <div
            className="prose-content max-w-prose text-sm leading-6 break-words [&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps replies to safe rich text (server/html/rich-text.ts).
            dangerouslySetInnerHTML={{ __html: interaction.content_html }}
          />
        )}
        {answered && <p className="text-sm text-success">Your answer was sent as {site.name}.</p>}
        {canAnswer &&
          (replying ? (
            <ReplyBox
              site={site}
              interaction={interaction}
              onDone={(sent) => {
                setReplying(false);
                if (sent) setAnswered(true);
              }}
            />
          ) : (
            <div>
              <RequiresPermission permission="post:write">
                <Button variant="outline" size="sm" aria-label={`Reply to ${who}`} onClick={() => setReplying(true)}>
                  <ReplyIcon aria-hidden="true" />
                  Reply
                </Button>
              </RequiresPermission>
            </div>
          ))}
      </div>
    </li>
  );
}

/** The post it is about, leading to the post in the admin; "a post" once it is deleted. */
function PostName({ interaction }: { interaction: Interaction }) {
  if (!interaction.post_id || !interaction.post_title) return <span>a post</span>;
  return (
    <Link to={`/admin/content/${interaction.post_id}`} className="font-medium underline underline-offset-4">
      {interaction.post_title}
    </Link>
  );
}
