import {
  File,
  FileBraces,
  FileCode,
  FileImage,
  FileText,
  Folder,
  FolderOpen,
  type LucideIcon,
  Palette,
} from "lucide-react";
import { cn } from "@/lib/utils";

const ICON_BY_TYPE: Record<string, { icon: LucideIcon; tone: string }> = {
  javascript: { icon: FileCode, tone: "text-amber-500" },
  typescript: { icon: FileCode, tone: "text-sky-500" },
  html: { icon: FileCode, tone: "text-orange-500" },
  xml: { icon: FileCode, tone: "text-orange-500" },
  css: { icon: Palette, tone: "text-pink-500" },
  scss: { icon: Palette, tone: "text-pink-500" },
  sass: { icon: Palette, tone: "text-pink-500" },
  less: { icon: Palette, tone: "text-pink-500" },
  json: { icon: FileBraces, tone: "text-emerald-500" },
  yaml: { icon: FileBraces, tone: "text-emerald-500" },
  markdown: { icon: FileText, tone: "text-violet-500" },
  text: { icon: FileText, tone: "text-muted-foreground" },
  document: { icon: FileText, tone: "text-muted-foreground" },
  image: { icon: FileImage, tone: "text-teal-500" },
  svg: { icon: FileImage, tone: "text-teal-500" },
};

type Props = { fileType: string; isDirectory: boolean; isOpen?: boolean; className?: string };

/** The icon of a tree row, by its stored file type. */
export function FileIcon({ fileType, isDirectory, isOpen = false, className }: Props) {
  if (isDirectory) {
    const FolderIcon = isOpen ? FolderOpen : Folder;
    return <FolderIcon aria-hidden className={cn("size-4 shrink-0 text-primary", className)} />;
  }
  const { icon: Icon, tone } = ICON_BY_TYPE[fileType] ?? { icon: File, tone: "text-muted-foreground" };
  return <Icon aria-hidden className={cn("size-4 shrink-0", tone, className)} />;
}
