import type { ReferenceProfileSummary } from '@hub/domain';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';

/**
 * The tools of a long guest mapping (ADR 0046): the progress ('42 of 164 rated', a live region), 'Filter
 * competencies' by title, and 'Rate only what a role needs': choose a reference profile of the version and
 * only the competencies it rates are shown, the others behind 'Show the other …'.
 * @param profiles the version's Live reference profiles (a `label` such as 'DIRECT sample profile' is
 *   shown with the name); @param hidden how many competencies the chosen role leaves out
 */
export function GuestMapControls({
  rated,
  total,
  query,
  onQuery,
  profiles,
  roleId,
  onRole,
  hidden,
  showOthers,
  onShowOthers,
}: {
  rated: number;
  total: number;
  query: string;
  onQuery: (query: string) => void;
  profiles: readonly ReferenceProfileSummary[];
  roleId: number | null;
  onRole: (id: number | null) => void;
  hidden: number;
  showOthers: boolean;
  onShowOthers: (show: boolean) => void;
}) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text role="status" fw={700}>
          {rated} of {total} rated
        </Text>
        <Group align="flex-end" gap="md">
          <TextInput
            label="Filter competencies"
            description="Show only competencies whose title contains this text"
            value={query}
            onChange={(event) => onQuery(event.currentTarget.value)}
            w={320}
            maw="100%"
          />
          {profiles.length > 0 && (
            <NativeSelect
              label="Rate only what a role needs"
              description="Show the competencies a reference profile rates"
              value={roleId === null ? '' : String(roleId)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                onRole(value === '' ? null : Number(value));
              }}
              data={[
                { value: '', label: 'All competencies' },
                ...profiles.map((p) => ({
                  value: String(p.id),
                  label: p.label ? `${p.title} (${p.label})` : p.title,
                })),
              ]}
              w={320}
              maw="100%"
            />
          )}
        </Group>
        {roleId !== null && (hidden > 0 || showOthers) && (
          <Group gap="sm">
            <Text size="sm">
              {showOthers
                ? 'Showing every competency.'
                : `${hidden} ${hidden === 1 ? 'competency' : 'competencies'} this role does not rate ${hidden === 1 ? 'is' : 'are'} hidden.`}
            </Text>
            <Button size="xs" variant="default" onClick={() => onShowOthers(!showOthers)}>
              {showOthers ? "Show only the role's competencies" : `Show the other ${hidden}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
