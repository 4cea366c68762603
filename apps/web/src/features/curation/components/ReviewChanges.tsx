import { Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { DIFF_KIND_LABELS, presentKinds } from '../../../components/version-diff/logic';
import { VersionDiffView } from '../../../components/version-diff/VersionDiffView';
import { useDraftDiff } from '../api/review';

/**
 * The release dialog's summary of what the draft changes (docs/features/browsing.md §9): one line of counts against the
 * newest live version ('No changes since {version}' when there are none), and 'Review changes' expanding
 * the whole diff grouped by domain, so that nobody releases by accident.
 * @param framework machine name; @param active load the diff (the dialog is open)
 */
export function ReviewChanges({ framework, active }: { framework: string; active: boolean }) {
  const query = useDraftDiff(framework, active);
  const [open, setOpen] = useState(false);
  if (query.error) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading the changes" />;
  const diff = query.data;
  const since = diff.from ? `since version ${diff.from}` : 'in this first version';
  const kinds = presentKinds(diff.counts);
  return (
    <Stack gap="xs" mb="md">
      <Text data-testid="release-change-summary">
        {kinds.length === 0
          ? `No changes ${since}.`
          : `Changes ${since}: ${kinds.map((k) => `${k.count} ${DIFF_KIND_LABELS[k.kind].toLowerCase()}`).join(', ')}.`}
      </Text>
      {kinds.length > 0 && (
        <>
          <Button
            variant="outline"
            size="compact-sm"
            w="fit-content"
            aria-expanded={open}
            aria-controls="release-review"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide changes' : 'Review changes'}
          </Button>
          <div id="release-review">{open && <VersionDiffView diff={diff} headingLevel={3} />}</div>
        </>
      )}
    </Stack>
  );
}
