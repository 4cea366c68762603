import type { MappingSuggestion } from '@hub/domain';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';

/** What the manager decided about one suggestion. */
export type SuggestionDecision = 'accepted' | 'rejected';

/** The key of a suggestion: its competency, and its attribute when it is one. */
export const suggestionKey = (s: Pick<MappingSuggestion, 'competencyUuid' | 'attributeUuid'>) =>
  `${s.competencyUuid}:${s.attributeUuid ?? ''}`;

/** A suggestion's label: 'Code Title' for a competency, the attribute's 'Type: title' otherwise. */
export const suggestionLabel = (s: MappingSuggestion) =>
  s.attributeUuid ? s.title : s.code ? `${s.code} ${s.title}` : s.title;

/**
 * The suggested mappings of a resource (ADR 0048): each with what it is (a competency, or an attribute of
 * one), its reasons and 'Accept' / 'Reject'. Accepting only ticks the item in the mapping form: nothing is
 * saved until the manager saves the mapping. A decision can be undone.
 * @param suggestions best first, from `GET .../mappings/{fw}/suggestions`
 * @param decisions the decisions so far, by `suggestionKey`
 * @param onDecide records a decision; null undoes it
 * @param status shown instead of the list while loading or after a failure
 */
export function MappingSuggestions({
  suggestions,
  decisions,
  onDecide,
  status,
}: {
  suggestions: MappingSuggestion[];
  decisions: ReadonlyMap<string, SuggestionDecision>;
  onDecide: (suggestion: MappingSuggestion, decision: SuggestionDecision | null) => void;
  status?: string;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="mapping-suggestions">
      <Title order={2} size="h4" id="mapping-suggestions">
        Suggested mappings
      </Title>
      <Text size="sm">
        What this resource most likely teaches, from its words and from similar resources already mapped.
        Accepting ticks it below; the mapping changes only when you save.
      </Text>
      {status && <Text size="sm">{status}</Text>}
      {!status && suggestions.length === 0 && <Text size="sm">No suggestion for this resource.</Text>}
      {suggestions.map((s) => {
        const key = suggestionKey(s);
        const decision = decisions.get(key);
        const label = suggestionLabel(s);
        return (
          <Paper key={key} withBorder p="sm" component="article" aria-label={label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={4}>
                <Text fw={600}>{label}</Text>
                {s.attributeUuid && (
                  <Text size="sm">Attribute of {s.code ? `competency ${s.code}` : 'a competency'}</Text>
                )}
                <List size="sm" spacing={2}>
                  {s.reasons.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {decision ? (
                  <>
                    <Text size="sm" fw={600}>
                      {decision === 'accepted' ? 'Accepted' : 'Rejected'}
                    </Text>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDecide(s, null)}
                      aria-label={`Undo: ${label}`}
                    >
                      Undo
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="xs" onClick={() => onDecide(s, 'accepted')} aria-label={`Accept: ${label}`}>
                      Accept
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDecide(s, 'rejected')}
                      aria-label={`Reject: ${label}`}
                    >
                      Reject
                    </Button>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
