import type { Domain, ResourceMappingRequest } from '@hub/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useState } from 'react';

/**
 * The mapping of a training resource in one framework version (curation §2.11; issue #8 §3): domains →
 * competencies (a checkbox for the whole competency) → attribute checkboxes, archived items left out, a
 * filter by title for large frameworks, and Save. Shared UI: the mapping page and a modal both use it.
 * @param domains the version's domains (from `GET /api/v1/frameworks/{fw}/versions/{v}`)
 * @param initial the competency and attribute row ids mapped now
 * @param saving shows Save as busy
 * @param onSave receives the chosen ids
 * @param onCancel leaves without saving
 */
export function ResourceMappingForm({
  domains,
  initial,
  saving,
  onSave,
  onCancel,
}: {
  domains: Domain[];
  initial: ResourceMappingRequest;
  saving: boolean;
  onSave: (value: { competencyIds: number[]; attributeIds: number[] }) => void;
  onCancel: () => void;
}) {
  const [competencyIds, setCompetencyIds] = useState(() => new Set(initial.competencyIds ?? []));
  const [attributeIds, setAttributeIds] = useState(() => new Set(initial.attributeIds ?? []));
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const toggle = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const visible = domains
    .filter((d) => !d.archived)
    .map((d) => ({
      ...d,
      competencies: d.competencies.filter(
        (c) =>
          !c.archived &&
          (deferred === '' ||
            c.title.toLowerCase().includes(deferred) ||
            c.attributes.some((a) => a.title.toLowerCase().includes(deferred))),
      ),
    }))
    .filter((d) => d.competencies.length > 0);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ competencyIds: [...competencyIds], attributeIds: [...attributeIds] });
      }}
      aria-label="Competency mapping"
    >
      <Stack gap="md">
        <TextInput
          label="Filter competencies"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Text size="sm">
          {competencyIds.size} competenc{competencyIds.size === 1 ? 'y' : 'ies'} and {attributeIds.size}{' '}
          attribute
          {attributeIds.size === 1 ? '' : 's'} selected
        </Text>
        {visible.length === 0 && <Text>No competency matches the filter.</Text>}
        {visible.map((d) => (
          <section key={d.id} aria-labelledby={`map-domain-${d.id}`}>
            <Title order={2} size="h4" id={`map-domain-${d.id}`} mb="xs">
              {d.title}
            </Title>
            <Stack gap="xs">
              {d.competencies.map((c) => (
                <Paper key={c.id} withBorder p="sm">
                  <Checkbox
                    label={<strong>{c.code ? `${c.code} ${c.title}` : c.title}</strong>}
                    checked={competencyIds.has(c.id)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setCompetencyIds((s) => toggle(s, c.id, on));
                    }}
                  />
                  <Stack gap={4} pl="xl" mt={6}>
                    {c.attributes
                      .filter((a) => !a.archived)
                      .map((a) => (
                        <Checkbox
                          key={a.id}
                          size="sm"
                          label={`${a.type}: ${a.title}`}
                          checked={attributeIds.has(a.id)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setAttributeIds((s) => toggle(s, a.id, on));
                          }}
                        />
                      ))}
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </section>
        ))}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
