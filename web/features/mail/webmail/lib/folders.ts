import { MAIL_FOLDERS, type MailFolder } from "@common/schemas/mail";
import {
  ArchiveIcon,
  FileTextIcon,
  InboxIcon,
  type LucideIcon,
  SendIcon,
  ShieldAlertIcon,
  Trash2Icon,
} from "lucide-react";

type FolderInfo = {
  label: string;
  icon: LucideIcon;
  /** What stands in an empty folder: its title, and what will appear there (`{address}` is the mailbox's). */
  empty: { title: string; description: (address: string) => string };
};

export const FOLDERS: Record<MailFolder, FolderInfo> = {
  inbox: {
    label: "Inbox",
    icon: InboxIcon,
    empty: {
      title: "Your inbox is empty",
      description: (address) => `Mail sent to ${address} arrives here, newest first.`,
    },
  },
  sent: {
    label: "Sent",
    icon: SendIcon,
    empty: {
      title: "Nothing sent yet",
      description: (address) => `Messages you send from ${address} are kept here, with how their delivery went.`,
    },
  },
  drafts: {
    label: "Drafts",
    icon: FileTextIcon,
    empty: {
      title: "No drafts",
      description: () => "A message you start writing is saved here as you type, until you send or discard it.",
    },
  },
  spam: {
    label: "Spam",
    icon: ShieldAlertIcon,
    empty: {
      title: "No spam",
      description: () =>
        "Mail that fails the sender checks (SPF, DKIM and DMARC) or looks like spam lands here rather than in your inbox. Mark one “Not spam” to move it to the inbox.",
    },
  },
  archive: {
    label: "Archive",
    icon: ArchiveIcon,
    empty: {
      title: "Nothing archived",
      description: () =>
        "Archive a message to take it out of the inbox without deleting it. It waits here, and search still finds it.",
    },
  },
  trash: {
    label: "Trash",
    icon: Trash2Icon,
    empty: {
      title: "Trash is empty",
      description: () => "Deleted messages wait here until you delete them for good.",
    },
  },
};

export function isMailFolder(value: string | null): value is MailFolder {
  return MAIL_FOLDERS.includes(value as MailFolder);
}
