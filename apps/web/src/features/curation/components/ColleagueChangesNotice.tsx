import { Alert, Button, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTabReturn } from '../../../lib/use-tab-return';
import { type ColleagueChange, draftRevisionOf, fetchColleagueChanges } from '../api/colleague-changes';
import { manageFrameworkKey } from '../api/manage-query';

/** How many of the colleagues' changes the notice lists. */
const LISTED = 5;

/**
 * The manage screen's notice that colleagues changed the draft since it was loaded (ADR 0066): when the
 * tab regains focus (`focus`, or `visibilitychange` to visible) it asks the API what others changed since
 * the draft-wide revision the view showed, and if anything, says 'A colleague changed this draft since
 * you opened it' with the newest changes (who and what) and 'Reload', which reads the view again (and the
 * views of the competencies whose details are open, ADR 0072). Nothing
 * is re-read or overwritten without that click, so typed values stay. Renders nothing without a draft
 * revision or changes; a failed check shows nothing.
 * @param framework machine name; @param draftEtag the view's draft-wide revision (`"d<n>"`) or null
 */
export function ColleagueChangesNotice({
  framework,
  draftEtag,
}: {
  framework: string;
  draftEtag: string | null;
}) {
  const client = useQueryClient();
  const since = draftRevisionOf(draftEtag);
  const [seen, setSeen] = useState<{ since: number; changes: ColleagueChange[] } | null>(null);
  const [reloading, setReloading] = useState(false);

  useTabReturn(async () => {
    if (since === null) return;
    const { changes } = await fetchColleagueChanges(framework, since);
    if (changes.length > 0) setSeen({ since, changes });
  }, since !== null);

  // Changes seen against an older revision are gone once the view is read again.
  const changes = seen && seen.since === since ? seen.changes : [];
  const who = [...new Set(changes.map((c) => c.username))].join(', ');
  return (
    <div role="status" aria-live="polite">
      {changes.length > 0 && (
        <Alert color="blue" variant="light" title="A colleague changed this draft since you opened it">
          <Text size="sm">
            {who} changed it meanwhile. Reload to see their changes; what you typed here is kept until then.
          </Text>
          <List size="sm" mt="xs" data-testid="colleague-changes">
            {changes.slice(-LISTED).map((c) => (
              <List.Item key={`${c.occurredAt}:${c.description}`}>
                {c.username}: {c.description}
              </List.Item>
            ))}
          </List>
          <Button
            mt="sm"
            size="xs"
            loading={reloading}
            onClick={async () => {
              setReloading(true);
              try {
                // The view and what the screen shows below it: an open competency's details read their
                // attributes from its own view (ADR 0072).
                await client.refetchQueries({ queryKey: manageFrameworkKey(framework), type: 'active' });
              } finally {
                setReloading(false);
              }
            }}
          >
            Reload
          </Button>
        </Alert>
      )}
    </div>
  );
}
