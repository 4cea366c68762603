import {
  type ExpertiseLevel,
  levelOptionLabel,
  type MappingState,
  selectLevel,
  toggleAttribute,
} from '@hub/domain';
import { Checkbox, Fieldset, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { MappableDomain } from '../logic';

/**
 * Per competency, grouped by domain: an expertise select ('Not applicable' and 'Level n: title' options)
 * and the competency's attribute checkboxes, following the mapping rules of docs/features/curation.md §10 ('Not applicable'
 * unticks and disables the attributes; another level ticks and enables all of them; unticking removes
 * one). Source: docs/features/profiles.md §1 (/profile/map/{id}, /profile/map/download).
 * @param domains the mappable domains; @param levels the version's expertise levels
 * @param value the mapping being edited; @param onChange receives the next mapping
 */
export function CompetencyMappingFields({
  domains,
  levels,
  value,
  onChange,
}: {
  domains: readonly MappableDomain[];
  levels: readonly ExpertiseLevel[];
  value: MappingState;
  onChange: (next: MappingState) => void;
}) {
  const rated = [...levels].filter((l) => l.ratingLevel > 0).sort((a, b) => a.ratingLevel - b.ratingLevel);
  const options = [
    { value: '', label: 'Not applicable' },
    ...rated.map((l) => ({ value: String(l.id), label: levelOptionLabel(l) })),
  ];
  if (domains.length === 0) return <Text>This version has no competencies to map.</Text>;
  return (
    <Stack gap="lg">
      {domains.map((domain) => (
        <section key={domain.id} aria-labelledby={`map-domain-${domain.id}`}>
          <Title order={2} size="h3" id={`map-domain-${domain.id}`} mb="sm">
            {domain.title}
          </Title>
          <Stack gap="sm">
            {domain.competencies.map((competency) => {
              const selection = value[competency.id];
              const attributeIds = competency.attributes.map((a) => a.id);
              return (
                <Fieldset key={competency.id} legend={competency.title} variant="filled">
                  <NativeSelect
                    label="Expertise level"
                    aria-label={`Expertise level: ${competency.title}`}
                    data={options}
                    value={selection ? String(selection.expertiseLevelId) : ''}
                    onChange={(event) => {
                      const level = rated.find((l) => String(l.id) === event.currentTarget.value) ?? null;
                      onChange(selectLevel(value, competency.id, attributeIds, level));
                    }}
                    maw={420}
                  />
                  {competency.attributes.length > 0 && (
                    <Stack gap={4} mt="sm" role="group" aria-label={`Attributes of ${competency.title}`}>
                      {competency.attributes.map((attribute) => (
                        <Checkbox
                          key={attribute.id}
                          label={attribute.title}
                          description={attribute.type}
                          disabled={!selection}
                          checked={!!selection?.attributeIds.includes(attribute.id)}
                          onChange={(event) =>
                            onChange(
                              toggleAttribute(
                                value,
                                competency.id,
                                attribute.id,
                                event.currentTarget.checked,
                              ),
                            )
                          }
                        />
                      ))}
                    </Stack>
                  )}
                </Fieldset>
              );
            })}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
