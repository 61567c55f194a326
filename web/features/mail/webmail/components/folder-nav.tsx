import { MAIL_FOLDERS, type MailFolder } from "@common/schemas/mail";
import type { FolderCount } from "@common/schemas/mail-compose";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import { mailSearch } from "../hooks/use-mail-place";
import { FOLDERS } from "../lib/folders";

type Props = { mailboxId: string; current: MailFolder; counts: FolderCount[] | undefined };

/** What a folder's count shows: unread messages, or for Drafts how many there are. */
export function folderBadge(folder: MailFolder, counts: FolderCount[] | undefined): number {
  const count = counts?.find((each) => each.folder === folder);
  if (!count) return 0;
  return folder === "drafts" ? count.total : count.unread;
}

/** Spoken with the folder's name: "Inbox, 3 unread", "Drafts, 2 drafts". */
export function folderWords(folder: MailFolder, counts: FolderCount[] | undefined): string {
  const badge = folderBadge(folder, counts);
  const { label } = FOLDERS[folder];
  if (badge === 0) return label;
  return folder === "drafts" ? `${label}, ${badge} ${badge === 1 ? "draft" : "drafts"}` : `${label}, ${badge} unread`;
}

/** A folder's icon, name and count, its count spoken with its name ("Inbox, 3 unread"). */
export function FolderLabel({
  folder,
  counts,
  iconClassName,
}: {
  folder: MailFolder;
  counts: FolderCount[] | undefined;
  iconClassName?: string;
}) {
  const { label, icon: Icon } = FOLDERS[folder];
  const badge = folderBadge(folder, counts);
  return (
    <>
      <Icon className={iconClassName} aria-hidden="true" />
      <span className="sr-only">{folderWords(folder, counts)}</span>
      <span aria-hidden="true" className="min-w-0 flex-1 truncate">
        {label}
      </span>
      {badge > 0 && (
        <span aria-hidden="true" className="text-xs tabular-nums text-muted-foreground">
          {badge}
        </span>
      )}
    </>
  );
}

/** The mailbox's folders, each with its unread count: a column beside the list on wide screens. */
export function FolderNav({ mailboxId, current, counts }: Props) {
  return (
    <nav aria-label="Folders">
      <ul className="grid gap-0.5">
        {MAIL_FOLDERS.map((folder) => {
          const badge = folderBadge(folder, counts);
          const isCurrent = folder === current;
          return (
            <li key={folder}>
              <Link
                to={mailSearch({ mailboxId, folder })}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex min-h-9 items-center gap-2 rounded-md px-2 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:min-h-11",
                  isCurrent && "bg-accent font-medium",
                  badge > 0 && folder !== "drafts" && "font-semibold",
                )}
              >
                <FolderLabel folder={folder} counts={counts} iconClassName="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
