import {
  type Competency,
  type ExpertiseLevel,
  type GuestMappingEntry,
  levelOptionLabel,
  NOT_APPLICABLE_LABEL,
} from '@hub/domain';
import { Checkbox, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { memo } from 'react';

const NOT_APPLICABLE_VALUE = 'na';

/**
 * One competency of the guest mapping: its title, 'Select a scale' ('Level n: title', 'Not applicable')
 * and its attribute checkboxes (ticked ones only when rated). Source: docs/features/browsing.md §9;
 * split from GuestMapPage for long frameworks (ADR 0046). Memoised: a rating re-renders only its own card.
 * @param headingOrder the competency's heading level (one below its domain's)
 * @param onLevel called with the chosen level (null: 'Not applicable'); @param onAttribute with a tick
 */
export const GuestMapCompetency = memo(function GuestMapCompetency({
  competency,
  entry,
  levels,
  headingOrder,
  onLevel,
  onAttribute,
}: {
  competency: Competency;
  entry: GuestMappingEntry | undefined;
  levels: readonly ExpertiseLevel[];
  headingOrder: 3 | 4;
  onLevel: (competency: Competency, level: ExpertiseLevel | null) => void;
  onAttribute: (competency: Competency, attributeId: number, checked: boolean) => void;
}) {
  const ticked = new Set(entry?.attributes ?? []);
  return (
    <Paper withBorder p="md">
      <Title order={headingOrder} size="h5" id={`competency-${competency.id}`}>
        {competency.code ? `${competency.code} ` : ''}
        {competency.title}
      </Title>
      <NativeSelect
        mt="xs"
        maw={360}
        label="Select a scale"
        aria-label={`Select a scale for ${competency.title}`}
        value={entry ? entry.expertise : NOT_APPLICABLE_VALUE}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onLevel(competency, levels.find((l) => String(l.id) === value) ?? null);
        }}
        data={[
          { value: NOT_APPLICABLE_VALUE, label: NOT_APPLICABLE_LABEL },
          ...levels.map((l) => ({ value: String(l.id), label: levelOptionLabel(l) })),
        ]}
      />
      {competency.attributes.length > 0 && (
        <Stack gap={4} mt="sm" role="group" aria-label={`Attributes of ${competency.title}`}>
          {competency.attributes.map((attribute) => (
            <Checkbox
              key={attribute.id}
              label={`${attribute.type}: ${attribute.title}`}
              disabled={!entry}
              checked={ticked.has(String(attribute.id))}
              onChange={(event) => onAttribute(competency, attribute.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
});
