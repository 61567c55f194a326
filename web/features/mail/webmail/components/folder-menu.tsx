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
import { FolderLabel, folderWords } from "./folder-nav";

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
          return (
            <DropdownMenuItem
              key={folder}
              asChild
              className={folder === current ? "bg-accent/60 font-medium" : undefined}
            >
              <Link to={mailSearch({ mailboxId, folder })} aria-current={folder === current ? "page" : undefined}>
                <FolderLabel folder={folder} counts={counts} />
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
