import { rowEtag } from '@hub/domain';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type DraftItemKind, useDeleteDraftItem } from '../api/undo';

/**
 * 'Delete' of a domain, competency or attribute added in the current draft (ADR 0022): the caller
 * shows it only for such items (`useAddedInDraft`; released ones keep only the archive toggle); asks first in the original hub's style ('Are you
 * sure …? This action cannot be undone!', as docs/features/training.md §3 asks before removing a mapping) and then deletes it.
 * The delete is based on the item's revision as shown (ADR 0021): an item renamed meanwhile by another
 * manager is not deleted unseen, the conflict dialog asks.
 * @param framework machine name; @param kind the item's kind; @param id its id; @param title its title
 * @param revision its revision as shown; @param detail what else goes with it (for example 'and its 3 attributes'), optional
 */
export function DeleteAddedItem({
  framework,
  kind,
  id,
  revision,
  title,
  detail,
}: {
  framework: string;
  kind: DraftItemKind;
  id: number;
  revision: number;
  title: string;
  detail?: string;
}) {
  const remove = useDeleteDraftItem(framework);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${kind} ${title}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete this ${kind}?`}
        confirmLabel="Yes, delete"
        destructive
        onConfirm={() => remove.mutateAsync({ kind, id, title, ifMatch: rowEtag(revision) })}
      >
        <Text mb="md">
          Are you sure you want to delete the {kind} <strong>{title}</strong>
          {detail ? ` ${detail}` : ''}? It was added in this draft and was never released. This action cannot
          be undone!
        </Text>
      </ConfirmDialog>
    </>
  );
}
