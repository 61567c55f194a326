import { isSafePostHref } from "@common/post-extensions";
import type { Editor } from "@tiptap/react";
import { FieldDialog } from "@/components/field-dialog";

type Props = {
  editor: Editor;
  /** Whether the selection is in a link already: the dialog edits it rather than adding one. */
  isLink: boolean;
  onClose: () => void;
};

/**
 * A rich-text editor's link at its selection: added, changed, or removed when the address is emptied.
 * The change is made while the dialog still holds the focus; the editor takes it back once it has gone.
 */
export function LinkDialog({ editor, isLink, onClose }: Props) {
  return (
    <FieldDialog
      title={isLink ? "Edit link" : "Add link"}
      description="Where the selected words lead. Leave it empty to remove the link."
      label="Address"
      placeholder="https://example.com or /contact"
      initial={String(editor.getAttributes("link").href ?? "")}
      submitLabel="Save link"
      check={(href) =>
        href === "" || isSafePostHref(href)
          ? null
          : "Use an address starting with https://, http://, mailto: or tel:, or a path of the site such as /contact"
      }
      contentProps={{
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          editor.commands.focus();
        },
      }}
      onSubmit={(href) => {
        onClose();
        const range = editor.chain().extendMarkRange("link");
        if (href === "") range.unsetLink().run();
        else if (editor.state.selection.empty && !isLink) {
          range.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
        } else range.setLink({ href }).run();
      }}
      onClose={onClose}
    />
  );
}
