import type { FormSummary } from "@common/schemas/forms";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { DialogHeading } from "@/components/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { usePermission } from "@/features/auth";
import { formsQueryOptions } from "../api/forms-api";
import { NotifyMembers } from "./notify-members";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookSettings } from "./webhook-settings";

type Props = { site: Site; form: FormSummary; onClose: () => void };

/**
 * Who hears of the form's submissions: the members mailed, the webhook and its recent deliveries.
 * Roles that may not change them see them as they are, with the reason.
 */
export function NotificationsDialog({ site, form: initial, onClose }: Props) {
  const { allowed, reason } = usePermission("form:update");
  // The form as the list has it now: a save here updates it.
  const forms = useQuery(formsQueryOptions(site.id));
  const form = forms.data?.find((each) => each.name === initial.name) ?? initial;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeading
          title={`Notifications for ${form.name}`}
          description={
            allowed
              ? "Who hears of each new submission of this form: members by email, and any address you give by webhook."
              : `Who hears of each new submission of this form. ${reason}.`
          }
        />
        <NotifyMembers site={site} form={form} />
        <WebhookSettings site={site} form={form} />
        <WebhookDeliveries site={site} form={form} />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
