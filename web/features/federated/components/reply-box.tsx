import { type Interaction, REPLY_MAX_LENGTH, replyInputSchema } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { SendIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useReplyAsSite } from "../api/interactions-api";

type Props = {
  site: Site;
  interaction: Interaction;
  /** Sent, or put away with Cancel. */
  onDone: (sent: boolean) => void;
};

/** An answer to a reply, written here and sent as the site: to the person, and to the site's followers. */
export function ReplyBox({ site, interaction, onDone }: Props) {
  const reply = useReplyAsSite(site.id);
  const form = useSchemaForm(replyInputSchema, { content: "" });
  const id = `reply-${interaction.id}`;
  const who = interaction.actor_name || interaction.actor_handle;

  const handleSubmit = form.handleSubmit(({ content }) => {
    reply.mutateAsync({ interactionId: interaction.id, content }).then(
      () => {
        toast({ title: "Reply sent", description: `${site.name} answered ${who}` });
        onDone(true);
      },
      (error: Error) => {
        // A site that is off cannot answer (409): said under the box, as a refusal of the text is.
        if (!form.setServerError(error, { fields: ["content"], conflict: "content", unnamed: "content" })) {
          showErrorToast("Error sending reply", error.message, error);
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-prose gap-2">
      <FormField id={id} label={`Reply to ${who} as ${site.name}`} error={form.errorOf("content")}>
        <Textarea
          {...form.field("content", id, { hint: `${id}-hint` })}
          rows={3}
          maxLength={REPLY_MAX_LENGTH}
          autoFocus
        />
        {!form.errorOf("content") && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Public: {interaction.actor_handle} and the site's followers see it.
          </p>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          <SendIcon aria-hidden="true" />
          {reply.isPending ? "Sending..." : "Send reply"}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={reply.isPending} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
