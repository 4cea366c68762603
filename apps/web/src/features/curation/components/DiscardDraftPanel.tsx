import { rowEtag } from '@hub/domain';
import { Button, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDiscardDraft } from '../api/undo';

/**
 * 'Discard draft' (ADR 0022): removes the draft and every change made in it after a confirmation
 * in the original hub's style ('Are you sure …? This action cannot be undone!'); visitors keep the live version.
 * The server records it in the audit trail.
 * Based on the draft-wide revision as shown (ADR 0058): a draft changed meanwhile lists the changes in the
 * conflict dialog and asks again.
 * @param framework machine name; @param liveVersion the live version visitors keep seeing, or null
 * @param draftRevision the draft version row's revision as shown
 * @param draftEtag the draft-wide revision as shown (`"d<n>"`; null from an older server)
 */
export function DiscardDraftPanel({
  framework,
  liveVersion,
  draftRevision,
  draftEtag,
}: {
  framework: string;
  liveVersion: string | null;
  draftRevision: number;
  draftEtag: string | null;
}) {
  const discard = useDiscardDraft(framework);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="discard-heading">
      <Title order={2} size="h3" id="discard-heading" mb="xs">
        Discard draft
      </Title>
      <Text size="sm" mb="sm">
        Throws this draft away with all its changes.{' '}
        {liveVersion ? `Version ${liveVersion} stays live.` : 'The framework is left without a version.'}
      </Text>
      <Button variant="default" onClick={() => setConfirming(true)}>
        Discard draft
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Discard this draft?"
        confirmLabel="Yes, discard the draft"
        destructive
        onConfirm={() => discard.mutateAsync({ ifMatch: draftEtag ?? rowEtag(draftRevision) })}
      >
        <Text mb="md">
          Are you sure you want to discard this draft? Every domain, competency and attribute added or changed
          in it is lost; attribute types and expertise levels are kept.{' '}
          {liveVersion ? `Visitors keep seeing version ${liveVersion}.` : ''} This action cannot be undone!
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
