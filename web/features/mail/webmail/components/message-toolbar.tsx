import type { MailFolder } from "@common/schemas/mail";
import {
  ArchiveIcon,
  ArrowLeftIcon,
  InboxIcon,
  type LucideIcon,
  MailIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  Trash2Icon,
  XIcon,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import type { MessageActions } from "../hooks/use-message-actions";

type Props = {
  folder: MailFolder;
  actions: MessageActions;
  /** Narrow screens go back to the list; wide ones close the pane. */
  fullScreen: boolean;
  onClose: () => void;
};

type Tool = { label: string; keys?: string; icon: LucideIcon; run: () => void };

/** The tools for the open conversation, by folder: each an icon with its name (and key) as a tooltip. */
function toolsFor(folder: MailFolder, actions: MessageActions): Tool[] {
  const archive: Tool = { label: "Archive", keys: "E", icon: ArchiveIcon, run: actions.archive };
  const toInbox: Tool = { label: "Move to Inbox", icon: InboxIcon, run: actions.toInbox };
  const trash: Tool = { label: "Delete", keys: "#", icon: Trash2Icon, run: actions.trash };
  const spam: Tool = { label: "Spam", icon: ShieldAlertIcon, run: actions.spam };
  const notSpam: Tool = { label: "Not spam", icon: ShieldCheckIcon, run: actions.notSpam };
  const unread: Tool = { label: "Mark unread", keys: "U", icon: MailIcon, run: actions.markUnread };
  const forever: Tool = { label: "Delete forever", keys: "#", icon: Trash2Icon, run: actions.deleteForever };
  switch (folder) {
    case "inbox":
      return [archive, trash, spam, unread];
    case "archive":
      return [toInbox, trash, spam, unread];
    case "sent":
      return [archive, trash];
    case "spam":
      return [notSpam, trash];
    case "trash":
      return [toInbox, forever];
    case "drafts":
      return [trash];
  }
}

export function MessageToolbar({ folder, actions, fullScreen, onClose }: Props) {
  const tools = toolsFor(folder, actions);
  return (
    <div className="flex items-center gap-1">
      {fullScreen && (
        <Button variant="outline" onClick={onClose} className="mr-auto">
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
      )}
      <div role="toolbar" aria-label="Message actions" className="flex items-center gap-1">
        {tools.map((tool) => (
          <Tooltip key={tool.label} label={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}>
            <Button variant="ghost" size="icon" aria-label={tool.label} onClick={tool.run}>
              <tool.icon aria-hidden="true" />
            </Button>
          </Tooltip>
        ))}
      </div>
      {!fullScreen && (
        <Tooltip label="Close (Esc)">
          <Button variant="ghost" size="icon" aria-label="Close" className="ml-auto" onClick={onClose}>
            <XIcon aria-hidden="true" />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
