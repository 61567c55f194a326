import type { PostBody } from "@common/schemas/posts";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef } from "react";
import { cleanPastedHtml } from "../lib/clean-pasted-html";
import { editorExtensions } from "../lib/editor-extensions";
import { EditorToolbar } from "./editor-toolbar";

type Props = {
  siteId: string;
  /** Where the site serves its media, for the pictures in the body. */
  siteOrigin: string;
  body: PostBody;
  /** Goes up when `body` was replaced from outside and must be loaded again. */
  generation: number;
  readOnly: boolean;
  onChange: (body: PostBody) => void;
};

/** The post's body in TipTap, on the posts' one schema; pasted documents lose their looks and keep their shape. */
export function BodyEditor({ siteId, siteOrigin, body, generation, readOnly, onChange }: Props) {
  const extensions = useMemo(() => editorExtensions(siteOrigin), [siteOrigin]);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions,
    content: body,
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": "Body",
        class: "post-body prose-content min-h-80 px-4 py-3 outline-none sm:px-6",
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getJSON() as PostBody),
  });

  // A body from outside (theirs, a restored revision) replaces the one being edited.
  const loaded = useRef(generation);
  useEffect(() => {
    if (!editor || loaded.current === generation) return;
    loaded.current = generation;
    editor.commands.setContent(body, { emitUpdate: false });
  }, [editor, generation, body]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div className="rounded-lg border bg-background focus-within:ring-[3px] focus-within:ring-ring/30">
      {editor && !readOnly && <EditorToolbar editor={editor} siteId={siteId} />}
      <EditorContent editor={editor} />
    </div>
  );
}
