import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { hasUnsavedChanges } from '../lib/unsaved-changes';
import { useTabReturn } from '../lib/use-tab-return';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The notice of an edit screen that a colleague changed its item since the form opened (ADR 0070): when
 * the tab regains focus it reads the item's revision (`readRevision`, a plain GET that leaves the query
 * cache and the form alone); if it is not the revision the form was based on, it says 'A colleague changed
 * this {what} since you opened it' with 'Reload'. Reload asks first while a form on the screen holds typed
 * values ('Discard what you typed?'), then runs `onReload` (the screen reads the item again and opens the
 * form on it). Nothing else changes the form. Mount it with the form (same key), so a reload starts over.
 * @param what the item in words ('training resource'); @param basedOn the revision the form opened on
 * @param readRevision reads the item's revision now @throws nothing: a failed read shows nothing
 * @param onReload reads the item again and reopens the form on it
 */
export function ChangedSinceNotice({
  what,
  basedOn,
  readRevision,
  onReload,
}: {
  what: string;
  basedOn: number;
  readRevision: () => Promise<number>;
  onReload: () => Promise<unknown>;
}) {
  // The revision the form opened on: a refetch elsewhere does not move it.
  const [base] = useState(basedOn);
  const [changed, setChanged] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reloading, setReloading] = useState(false);

  useTabReturn(async () => {
    const now = await readRevision();
    if (now !== base) setChanged(true);
  });

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };

  return (
    <div role="status" aria-live="polite">
      {changed && (
        <Alert
          data-testid="changed-since"
          color="blue"
          variant="light"
          title={`A colleague changed this ${what} since you opened it`}
        >
          <Text size="sm">Reload to see their version; what you typed here stays until you reload.</Text>
          <Button
            mt="sm"
            size="xs"
            loading={reloading}
            onClick={() => (hasUnsavedChanges() ? setAsking(true) : void reload())}
          >
            Reload
          </Button>
        </Alert>
      )}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title="Discard what you typed?"
        confirmLabel="Discard and reload"
        destructive
        onConfirm={reload}
      >
        <Text size="sm">
          Reloading opens the {what} as your colleague saved it; the changes you typed here are lost.
        </Text>
      </ConfirmDialog>
    </div>
  );
}
