import type { Order } from "@common/schemas/orders";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useOrderAction } from "../api/orders-api";
import { orderName } from "../lib/order-words";

export type OrderActionKind = "paid" | "fulfil" | "cancel" | "refund" | "note";

type Words = { title: string; description: string; submit: string; busy: string; done: string; noteLabel: string };

const WORDS: Record<OrderActionKind, Words> = {
  paid: {
    title: "Mark paid",
    description: "Only once the EFT payment shows in the shop's bank account. The stock held for the order is sold.",
    submit: "Mark paid",
    busy: "Marking...",
    done: "marked paid",
    noteLabel: "Note (optional)",
  },
  fulfil: {
    title: "Mark fulfilled",
    description: "The order was sent or collected. The buyer is mailed, with the tracking number if you give one.",
    submit: "Mark fulfilled",
    busy: "Marking...",
    done: "marked fulfilled; the buyer is mailed",
    noteLabel: "Note to the buyer (optional)",
  },
  cancel: {
    title: "Cancel the order?",
    description: "Its stock goes back on sale. A paid order's money is not paid back by cancelling: refund it as well.",
    submit: "Cancel order",
    busy: "Cancelling...",
    done: "cancelled; its stock is back",
    noteLabel: "Why (optional)",
  },
  refund: {
    title: "Record a refund?",
    description: "Stock not yet sent goes back on sale.",
    submit: "Record refund",
    busy: "Recording...",
    done: "recorded as refunded",
    noteLabel: "Note (optional)",
  },
  note: {
    title: "Add a note",
    description: "Notes stay with the order, for your team: the buyer does not see them.",
    submit: "Add note",
    busy: "Adding...",
    done: "has a new note",
    noteLabel: "Note",
  },
};

type Props = { order: Order; kind: OrderActionKind; onClose: () => void };

/** Asks before an action on an order, with a note (and for fulfilling, a tracking number); a refusal shows here. */
export function OrderActionDialog({ order, kind, onClose }: Props) {
  const id = useId();
  const words = WORDS[kind];
  const action = useOrderAction(order.id, order.store_id);
  const [note, setNote] = useState("");
  const [tracking, setTracking] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit() {
    if (kind === "note" && !note.trim()) {
      setError("Write the note");
      return;
    }
    const input =
      kind === "fulfil" ? { kind, note: note.trim(), tracking_number: tracking.trim() } : { kind, note: note.trim() };
    action.mutateAsync(input).then(
      () => {
        toast({ title: `${orderName(order.number)} ${words.done}` });
        onClose();
      },
      (failure: Error) => setError(failure.message),
    );
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={`${orderName(order.number)} for ${order.customer.name}. ${words.description}`}
      submitLabel={words.submit}
      busyLabel={words.busy}
      busy={action.isPending}
      onSubmit={submit}
    >
      {kind === "refund" && (
        <Alert variant="warning">
          <AlertDescription className="text-current">
            This records the refund. Pay the money back in your PayFast dashboard or by bank transfer; it is not
            automatic.
          </AlertDescription>
        </Alert>
      )}
      {kind === "fulfil" && (
        <FormField id={`${id}-tracking`} label="Tracking number (optional)">
          <Input id={`${id}-tracking`} value={tracking} maxLength={100} onChange={(e) => setTracking(e.target.value)} />
        </FormField>
      )}
      <FormField id={`${id}-note`} label={words.noteLabel} error={error}>
        <Textarea
          id={`${id}-note`}
          value={note}
          rows={3}
          maxLength={1000}
          autoFocus={kind === "note"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(`${id}-note`) : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setError(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
