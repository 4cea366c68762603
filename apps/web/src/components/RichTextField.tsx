import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';

/**
 * Rich-text field (a competency's mapping 'This competency maps to:', docs/features/curation.md §4, §8; the rich-text
 * fields of a reference profile, docs/features/profiles.md §1): Mantine's RichTextEditor on tiptap 3 (StarterKit without its own link mark, plus Mantine's Link that
 * does not open on click) with a toolbar for bold, italic, lists and links. The editable area is a
 * labelled multi-line textbox. The HTML is sanitised by the server before storage (docs/features/original-hub.md).
 * @param label visible label; @param value initial HTML (read when the editor is created)
 * @param onChange receives the HTML after each change ('' when the editor is empty)
 * @param error message shown under the field
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <div>
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={90} />
      </RichTextEditor>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
