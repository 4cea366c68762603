import type { ReferenceProfileSummary } from '@hub/domain';
import { NativeSelect } from '@mantine/core';

/** The placeholder option of the role selector, and the original hub's message while no role is chosen. */
export const SELECT_ROLE_MESSAGE = 'Select a role to compare';

/**
 * The role selector: a native select of reference profiles (the caller passes only Live ones, never the
 * profile compared) with the placeholder 'Select a role to compare'.
 * Source: docs/features/profiles.md §5, §3; docs/features/browsing.md §9.
 * @param value the chosen profile id, or null; @param onChange called with the new id (null: placeholder)
 */
export function RoleSelect({
  profiles,
  value,
  onChange,
  label = 'Role to compare with',
}: {
  profiles: readonly ReferenceProfileSummary[];
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === '' ? null : Number(next));
      }}
      data={[
        { value: '', label: SELECT_ROLE_MESSAGE },
        ...profiles.map((p) => ({
          value: String(p.id),
          label: `${p.title === p.jobTitle ? p.title : `${p.title} (${p.jobTitle})`}${p.label ? ` (${p.label})` : ''}`,
        })),
      ]}
      miw={260}
    />
  );
}
