import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { BoldIcon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LinkDialog } from "@/components/link-dialog";
import { ToolbarButton } from "@/components/toolbar-button";

type Props = {
  /** The description as HTML: paragraphs, bold, italic, lists and links (what the server keeps). */
  html: string;
  readOnly: boolean;
  labelId: string;
  onChange: (html: string) => void;
};

// What a product's description may hold: the server keeps no more than this.
const EXTENSIONS = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
  }),
];

/** A product's description in the blog's editor (TipTap), cut down to a product's few kinds of formatting. */
export function DescriptionEditor({ html, readOnly, labelId, onChange }: Props) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: html,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "prose-content min-h-32 px-3 py-2 text-sm outline-none [&_p]:my-2",
      },
    },
    // An emptied editor holds one empty paragraph: that is no description.
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? "" : e.getHTML()),
  });

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div className="rounded-md border bg-background focus-within:ring-[3px] focus-within:ring-ring/30">
      {editor && !readOnly && <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) {
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b p-1">
      <ToolbarButton
        size="compact"
        icon={BoldIcon}
        label="Bold"
        pressed={active.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        size="compact"
        icon={ItalicIcon}
        label="Italic"
        pressed={active.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        size="compact"
        icon={LinkIcon}
        label="Link"
        pressed={active.link}
        onClick={() => setLinking(true)}
      />
      <ToolbarButton
        size="compact"
        icon={ListIcon}
        label="Bulleted list"
        pressed={active.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        size="compact"
        icon={ListOrderedIcon}
        label="Numbered list"
        pressed={active.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      {linking && <LinkDialog editor={editor} isLink={active.link} onClose={() => setLinking(false)} />}
    </div>
  );
}
