import { MAIL_FOLDERS, type MailFolder } from "@common/schemas/mail";
import type { FolderCount } from "@common/schemas/mail-compose";
import { ChevronDownIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { mailSearch } from "../hooks/use-mail-place";
import { FOLDERS } from "../lib/folders";
import { folderBadge, folderWords } from "./folder-nav";

type Props = { mailboxId: string; current: MailFolder; counts: FolderCount[] | undefined };

/** The folders of narrow screens: a menu behind a button that names the folder shown. */
export function FolderMenu({ mailboxId, current, counts }: Props) {
  const { icon: Icon } = FOLDERS[current];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={`Folders: ${folderWords(current, counts)}`}>
          <Icon aria-hidden="true" />
          {FOLDERS[current].label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        {MAIL_FOLDERS.map((folder) => {
          const { label, icon: FolderIcon } = FOLDERS[folder];
          const badge = folderBadge(folder, counts);
          return (
            <DropdownMenuItem
              key={folder}
              asChild
              className={folder === current ? "bg-accent/60 font-medium" : undefined}
            >
              <Link to={mailSearch({ mailboxId, folder })} aria-current={folder === current ? "page" : undefined}>
                <FolderIcon aria-hidden="true" />
                <span className="sr-only">{folderWords(folder, counts)}</span>
                <span aria-hidden="true" className="flex-1">
                  {label}
                </span>
                {badge > 0 && (
                  <span aria-hidden="true" className="text-xs tabular-nums text-muted-foreground">
                    {badge}
                  </span>
                )}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
