import { youtubeVideoId } from "@common/post-extensions";
import type { MediaFile } from "@common/schemas/media";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  SquarePlayIcon,
  TableIcon,
  Undo2Icon,
} from "lucide-react";
import { useState } from "react";
import { LinkDialog } from "@/components/link-dialog";
import { ToolbarButton } from "@/components/toolbar-button";
import { InsertMediaDialog } from "@/features/code-editor";
import { AddressDialog } from "./address-dialog";

type Props = { editor: Editor; siteId: string };

type Open = "link" | "video" | "media" | null;

/** The body's formatting: each button says whether it is on where the cursor is. */
export function EditorToolbar({ editor, siteId }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      code: e.isActive("codeBlock"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  // A dialog's change is made on the editor's selection while the dialog still holds the focus; the
  // body takes the focus back once the dialog has gone.
  const refocus = () => editor.commands.focus();

  function pickMedia(media: MediaFile) {
    setOpen(null);
    editor
      .chain()
      .setImage({ src: `/media/${media.path}`, alt: media.alt || undefined })
      .run();
  }

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="sticky top-16 z-10 flex flex-wrap items-center gap-0.5 border-b bg-background/95 p-1 backdrop-blur"
    >
      <ToolbarButton
        icon={Heading2Icon}
        label="Heading 2"
        pressed={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        icon={Heading3Icon}
        label="Heading 3"
        pressed={active.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Separator />
      <ToolbarButton icon={BoldIcon} label="Bold" pressed={active.bold} onClick={() => chain().toggleBold().run()} />
      <ToolbarButton
        icon={ItalicIcon}
        label="Italic"
        pressed={active.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton icon={LinkIcon} label="Link" pressed={active.link} onClick={() => setOpen("link")} />
      <Separator />
      <ToolbarButton
        icon={ListIcon}
        label="Bulleted list"
        pressed={active.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        icon={ListOrderedIcon}
        label="Numbered list"
        pressed={active.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        icon={QuoteIcon}
        label="Quote"
        pressed={active.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolbarButton
        icon={CodeIcon}
        label="Code"
        pressed={active.code}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Separator />
      <ToolbarButton icon={ImageIcon} label="Image from media" onClick={() => setOpen("media")} />
      <ToolbarButton icon={SquarePlayIcon} label="YouTube video" onClick={() => setOpen("video")} />
      <ToolbarButton
        icon={TableIcon}
        label={active.table ? "Delete table" : "Table"}
        pressed={active.table}
        onClick={() =>
          active.table
            ? chain().deleteTable().run()
            : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()
        }
      />
      <Separator />
      <ToolbarButton icon={Undo2Icon} label="Undo" disabled={!active.canUndo} onClick={() => chain().undo().run()} />
      <ToolbarButton icon={Redo2Icon} label="Redo" disabled={!active.canRedo} onClick={() => chain().redo().run()} />
      {open === "link" && <LinkDialog editor={editor} isLink={active.link} onClose={() => setOpen(null)} />}
      {open === "video" && (
        <AddressDialog
          title="Embed a YouTube video"
          description="Paste the video's address from YouTube: its watch, share or shorts link."
          label="YouTube address"
          placeholder="https://www.youtube.com/watch?v=…"
          initial=""
          submitLabel="Embed video"
          check={(src) => (youtubeVideoId(src) ? null : "This is not the address of a YouTube video")}
          onSubmit={(src) => {
            setOpen(null);
            editor.chain().setYoutubeVideo({ src }).run();
          }}
          onClose={() => setOpen(null)}
          onClosed={refocus}
        />
      )}
      <InsertMediaDialog
        siteId={siteId}
        open={open === "media"}
        onOpenChange={(next) => setOpen(next ? "media" : null)}
        onPick={pickMedia}
        onClosed={refocus}
        title="Insert an image"
        description="Choose a picture of this site's media library to place at the cursor."
        imagesOnly
      />
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />;
}
