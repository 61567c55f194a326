import type { Delivery } from "@common/schemas/mail-compose";
import { AlertCircleIcon, CheckCircle2Icon, ClockIcon } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/** How a message this mailbox sent is getting on: waiting its turn, delivered, or refused with the reason. */
export function DeliveryState({ delivery }: { delivery: Delivery }) {
  if (delivery.status === "sent") {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success">
        <CheckCircle2Icon className="size-4" aria-hidden="true" />
        Delivered to the receiving mail servers
      </p>
    );
  }
  if (delivery.status === "queued") {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <ClockIcon className="size-4" aria-hidden="true" />
        {delivery.attempts === 0
          ? "Sending…"
          : `Not delivered yet: tried ${delivery.attempts} ${delivery.attempts === 1 ? "time" : "times"}, trying again shortly`}
      </p>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertCircleIcon />
      <AlertTitle>Not delivered</AlertTitle>
      <AlertDescription>
        <p>{delivery.error ?? "The receiving server refused the message."}</p>
      </AlertDescription>
    </Alert>
  );
}
