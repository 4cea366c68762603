import type { Domain, MappingSuggestion, ResourceMappingRequest } from '@hub/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { MappingSuggestions, type SuggestionDecision, suggestionKey } from './MappingSuggestions';

/**
 * The mapping of a training resource in one framework version (docs/features/training.md §3; docs/features/training.md §4): domains →
 * competencies (a checkbox for the whole competency) → attribute checkboxes, archived items left out, a
 * filter by title for large frameworks, and Save. Shared UI: the mapping page and a modal both use it.
 * With `suggestions`, the suggested mappings come first (ADR 0048): accepting one ticks it, and Save tells
 * the server which ticked items were accepted suggestions (recorded as such in the audit trail).
 * @param domains the version's domains (from `GET /api/v1/frameworks/{fw}/versions/{v}`)
 * @param initial the competency and attribute row ids mapped now
 * @param suggestions the suggested mappings of this version, best first (absent: no suggestion panel)
 * @param suggestionStatus shown in the panel while suggestions load or after they failed
 * @param saving shows Save as busy
 * @param onSave receives the chosen ids and the accepted suggestions among them
 * @param onCancel leaves without saving
 */
export function ResourceMappingForm({
  domains,
  initial,
  suggestions,
  suggestionStatus,
  saving,
  onSave,
  onCancel,
}: {
  domains: Domain[];
  initial: Pick<ResourceMappingRequest, 'competencyIds' | 'attributeIds'>;
  suggestions?: MappingSuggestion[];
  suggestionStatus?: string;
  saving: boolean;
  onSave: (value: ResourceMappingRequest) => void;
  onCancel: () => void;
}) {
  const [competencyIds, setCompetencyIds] = useState(() => new Set(initial.competencyIds ?? []));
  const [attributeIds, setAttributeIds] = useState(() => new Set(initial.attributeIds ?? []));
  const [decisions, setDecisions] = useState<ReadonlyMap<string, SuggestionDecision>>(new Map());
  const ids = useMemo(() => rowIdsByUuid(domains), [domains]);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const toggle = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  /** Records a decision on a suggestion; accepting ticks its item, undoing an acceptance unticks it. */
  const decide = (suggestion: MappingSuggestion, decision: SuggestionDecision | null) => {
    const key = suggestionKey(suggestion);
    const wasAccepted = decisions.get(key) === 'accepted';
    const next = new Map(decisions);
    if (decision) next.set(key, decision);
    else next.delete(key);
    setDecisions(next);
    const on = decision === 'accepted';
    if (!on && !wasAccepted) return;
    if (suggestion.attributeUuid) {
      const id = ids.attributes.get(suggestion.attributeUuid);
      if (id !== undefined) setAttributeIds((s) => toggle(s, id, on));
    } else {
      const id = ids.competencies.get(suggestion.competencyUuid);
      if (id !== undefined) setCompetencyIds((s) => toggle(s, id, on));
    }
  };
  /** The ticked items that were accepted suggestions. */
  const accepted = () => {
    const out = { competencyIds: [] as number[], attributeIds: [] as number[] };
    for (const s of suggestions ?? []) {
      if (decisions.get(suggestionKey(s)) !== 'accepted') continue;
      const id = s.attributeUuid
        ? ids.attributes.get(s.attributeUuid)
        : ids.competencies.get(s.competencyUuid);
      if (id === undefined) continue;
      if (s.attributeUuid ? attributeIds.has(id) : competencyIds.has(id))
        (s.attributeUuid ? out.attributeIds : out.competencyIds).push(id);
    }
    return out;
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
        onSave({
          competencyIds: [...competencyIds],
          attributeIds: [...attributeIds],
          acceptedSuggestions: accepted(),
        });
      }}
      aria-label="Competency mapping"
    >
      <Stack gap="md">
        {(suggestions || suggestionStatus) && (
          <MappingSuggestions
            suggestions={suggestions ?? []}
            decisions={decisions}
            onDecide={decide}
            {...(suggestionStatus ? { status: suggestionStatus } : {})}
          />
        )}
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

/** Row ids of a version's competencies and attributes by lineage uuid (suggestions name uuids). */
function rowIdsByUuid(domains: Domain[]) {
  const competencies = new Map<string, number>();
  const attributes = new Map<string, number>();
  for (const d of domains)
    for (const c of d.competencies) {
      competencies.set(c.uuid, c.id);
      for (const a of c.attributes) attributes.set(a.uuid, a.id);
    }
  return { competencies, attributes };
}
