import type { Mailbox } from "@common/schemas/mail";
import { NativeSelect } from "@/components/ui/native-select";

type Props = { mailboxes: Mailbox[]; current: Mailbox; onChoose: (mailboxId: string) => void };

/** One mailbox or another, for a reader given several: each by its address, with how many are unread. */
export function MailboxSwitcher({ mailboxes, current, onChoose }: Props) {
  if (mailboxes.length < 2) return null;
  return (
    <NativeSelect
      aria-label="Mailbox"
      value={current.id}
      onChange={(event) => onChoose(event.target.value)}
      className="pointer-coarse:min-h-11"
    >
      {mailboxes.map((mailbox) => (
        <option key={mailbox.id} value={mailbox.id}>
          {mailbox.address}
          {mailbox.unread > 0 ? ` (${mailbox.unread} unread)` : ""}
        </option>
      ))}
    </NativeSelect>
  );
}
