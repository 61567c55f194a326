import type { Mailbox } from "@common/schemas/mail";
import type { FolderCount } from "@common/schemas/mail-compose";
import { SquarePenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";
import type { MailPlace } from "../hooks/use-mail-place";
import { FolderNav } from "./folder-nav";

type Props = {
  mailbox: Mailbox;
  place: MailPlace;
  counts: FolderCount[] | undefined;
  list: ReactNode;
  pane: ReactNode;
  onCompose: () => void;
};

/** Wide screens: folders, the folder's conversations and the reading pane side by side, each scrolling on its own. */
export function WideLayout({ mailbox, place, counts, list, pane, onCompose }: Props) {
  return (
    <div className="flex h-[calc(100svh-4rem)] overflow-hidden">
      <div className="grid w-44 shrink-0 content-start gap-3 overflow-y-auto border-r p-3 2xl:w-56">
        <Tooltip label="Write a new message (C)">
          <Button onClick={onCompose} className="justify-start">
            <SquarePenIcon aria-hidden="true" />
            Compose
          </Button>
        </Tooltip>
        <FolderNav mailboxId={mailbox.id} current={place.folder} counts={counts} />
      </div>
      <div className="flex w-80 shrink-0 flex-col overflow-hidden border-r 2xl:w-96">{list}</div>
      <div className="min-w-0 flex-1 overflow-y-auto">{pane}</div>
    </div>
  );
}
