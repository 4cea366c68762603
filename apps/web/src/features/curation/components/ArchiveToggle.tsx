import { Switch } from '@mantine/core';

/**
 * Archive toggle of a domain, competency or attribute (docs/features/curation.md §10): a switch labelled 'Archived'
 * whose accessible name names the item. Archived items keep only this control (to restore them).
 * @param archived current state; @param title the item's title (accessible name)
 * @param onChange called with the new state; @param pending disables the switch while saving
 */
export function ArchiveToggle({
  archived,
  title,
  onChange,
  pending = false,
}: {
  archived: boolean;
  title: string;
  onChange: (archived: boolean) => void;
  pending?: boolean;
}) {
  return (
    <Switch
      checked={archived}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label="Archived"
      aria-label={`Archived: ${title}`}
      disabled={pending}
      size="sm"
    />
  );
}
