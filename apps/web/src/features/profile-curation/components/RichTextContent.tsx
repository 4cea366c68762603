import { Link } from '@mantine/tiptap';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * Read-only rich text kept in the browser (the download record's sections): parsed by the editor's own
 * schema (StarterKit and links), so markup the editor does not know is dropped rather than run.
 * @param html the stored HTML
 */
export function RichTextContent({ html }: { html: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: html,
    editable: false,
    immediatelyRender: true,
  });
  return <EditorContent editor={editor} />;
}
