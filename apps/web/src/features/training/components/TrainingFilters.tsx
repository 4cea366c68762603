import { TRAINING_RESOURCE_TYPES } from '@hub/domain';
import { Group, NativeSelect, TextInput } from '@mantine/core';

/** Options of the type filter: 'All types' then the four kinds (docs/features/browsing.md §11). */
const TYPE_OPTIONS = [
  { value: 'All', label: 'All types' },
  ...TRAINING_RESOURCE_TYPES.map((type) => ({ value: type, label: type })),
];

/**
 * Search box and type select of a training resource list. The parent resets the page to 1 on any change
 * (original hub: 'Changing type or search resets to the first page').
 * @param search current search text
 * @param type current type ('All' for every type)
 * @param onSearch called with the new text on every keystroke
 * @param onType called with the chosen type
 */
export function TrainingFilters({
  search,
  type,
  onSearch,
  onType,
  idPrefix,
}: {
  search: string;
  type: string;
  onSearch: (value: string) => void;
  onType: (value: string) => void;
  /** Distinguishes the labels' ids when two lists share a page. */
  idPrefix: string;
}) {
  // A GET form (ADR 0020): without JavaScript, Enter or 'Apply filters' loads the filtered list from
  // the address; with it, every change applies at once and the form is never submitted.
  return (
    <form method="get" onSubmit={(event) => event.preventDefault()}>
      <Group align="end" gap="md" role="search" aria-label="Filter training resources">
        <TextInput
          id={`${idPrefix}-search`}
          name="search"
          label="Search training resources"
          placeholder="Title or keyword"
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          id={`${idPrefix}-type`}
          label="Type"
          data={TYPE_OPTIONS}
          name="type"
          value={type}
          onChange={(event) => onType(event.currentTarget.value)}
        />
        <noscript>
          <button type="submit">Apply filters</button>
        </noscript>
      </Group>
    </form>
  );
}
