import { rowEtag, titleInputSchema } from '@hub/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/**
 * Inline-editable title (docs/features/curation.md §4, §11 'Inline edit'): shows the title with an 'Edit' button;
 * in edit mode a labelled text input with 'Accept' and 'Undo'. Enter accepts; Escape, 'Undo' or
 * moving focus (or clicking) outside reverts the change. A blank title is refused on the field; the
 * server's reason is shown on the field when `onSave` rejects with one. Archived items are not
 * editable: the title is struck through and no button is offered.
 * @param value the current title
 * @param itemLabel what is edited, for accessible names ('domain', 'competency', 'attribute')
 * @param onSave saves the trimmed new title with the item's ETag as it was when editing began (ADR 0021:
 *   a change saved meanwhile by someone else is a conflict); resolves to an error message, or null on success
 * @param revision the item's revision (its ETag is passed to `onSave`)
 * @param archived shows the title struck through and offers no editing
 * @param readOnly shows only the title
 * @param fw font weight of the title text
 * @param renderValue wraps the title text (for example in a heading); the buttons stay outside it
 */
export function InlineEditableTitle({
  value,
  itemLabel,
  onSave,
  revision,
  archived = false,
  readOnly = false,
  fw,
  renderValue = (node) => node,
}: {
  value: string;
  itemLabel: string;
  onSave: (title: string, ifMatch: string | undefined) => Promise<string | null>;
  revision?: number;
  archived?: boolean;
  readOnly?: boolean;
  fw?: number;
  renderValue?: (text: ReactNode) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** The ETag of the item when editing began: what the change is based on. */
  const basedOn = useRef<string | undefined>(undefined);
  const containerRef = useRef<HTMLDivElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  useUnsavedChanges(editing && draft.trim() !== value);

  const stop = (restoreFocus: boolean) => {
    setEditing(false);
    setDraft(value);
    setError(null);
    if (restoreFocus) requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const accept = async () => {
    const parsed = titleInputSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a title');
      return;
    }
    if (parsed.data === value) {
      stop(true);
      return;
    }
    setSaving(true);
    const failure = await onSave(parsed.data, basedOn.current);
    setSaving(false);
    if (failure === null) {
      setEditing(false);
      setError(null);
      requestAnimationFrame(() => editButtonRef.current?.focus());
    } else {
      setError(failure);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop(true);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving to Accept or Undo stays inside; anywhere else reverts (docs/features/curation.md §11 'clicking outside reverts').
    const next = event.relatedTarget as Node | null;
    if (!saving && (!next || !containerRef.current?.contains(next))) stop(false);
  };

  const text = renderValue(
    <Text
      component="span"
      fw={fw}
      td={archived ? 'line-through' : undefined}
      c={archived ? 'gray.7' : undefined}
    >
      {value}
    </Text>,
  );
  if (readOnly || archived) return <>{text}</>;

  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap" align="center">
        {text}
        <Button
          ref={editButtonRef}
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            basedOn.current = revision === undefined ? undefined : rowEtag(revision);
            setDraft(value);
            setEditing(true);
          }}
          aria-label={`Edit ${itemLabel} title: ${value}`}
        >
          Edit
        </Button>
      </Group>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out handling of the edit group
    <div ref={containerRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          id={inputId}
          aria-label={`New ${itemLabel} title`}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void accept();
            }
          }}
          error={error}
          data-autofocus
          autoFocus
          style={{ flex: 1, minWidth: 200 }}
          disabled={saving}
        />
        <Button
          size="xs"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void accept()}
          loading={saving}
        >
          Accept
        </Button>
        <Button
          size="xs"
          variant="default"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => stop(true)}
        >
          Undo
        </Button>
      </Group>
    </div>
  );
}
