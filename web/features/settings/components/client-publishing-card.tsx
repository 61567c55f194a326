import { useId, useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { type Organization, RequiresPermission, usePermission } from "@/features/auth";
import { useSetClientsMayPublish } from "../api/settings-api";

/**
 * "Clients may publish": whether the organization's content editors (an agency's clients) publish and roll
 * back their sites themselves. Saved as soon as it is ticked; off for a new organization.
 */
export function ClientPublishingCard({ organization }: { organization: Organization }) {
  const { allowed, reason } = usePermission("organization:update");
  const update = useSetClientsMayPublish();
  const checkboxId = useId();
  const descriptionId = useId();
  // The box shows a change the moment it is clicked (set in the same event, so the controlled input never
  // snaps back) until the organization list has caught up with the save, or the save failed.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const isOn = wanted ?? organization.clientsMayPublish === true;

  function toggle() {
    if (!allowed || update.isPending) return;
    setWanted(!isOn);
    update.mutate(!isOn, {
      onSettled: () => setWanted(null),
      onSuccess: (saved) =>
        toast({
          title: "Publishing setting saved",
          description: saved.clients_may_publish
            ? "Content editors may now publish and roll back"
            : "Only editors, admins and owners publish now",
        }),
    });
  }

  return (
    <SettingsCard
      title="Publishing"
      description={allowed ? "Who puts changes live on the organization's sites." : reason}
    >
      <div className="flex items-start gap-3">
        <RequiresPermission permission="organization:update">
          <Checkbox
            id={checkboxId}
            checked={isOn}
            onChange={toggle}
            aria-describedby={descriptionId}
            className="mt-0.5"
          />
        </RequiresPermission>
        <div className="grid gap-1.5">
          <Label htmlFor={checkboxId}>Clients may publish</Label>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Content editors may publish their changes and roll a site back. Off, they change words, photos, blog posts
            and form messages, and an editor, admin or owner publishes.
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
