import type { ExpertiseLevel, ProfileDerivation } from '@hub/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { useLoadedWhen } from '../../../lib/on-demand';
import type { DerivationAnswersTable } from './DerivationAnswersTable';

/** The answers table's module (Mantine's Table with ScrollArea), loaded when its section is opened (ADR 0055). */
const loadAnswers = (): Promise<ComponentType<ComponentProps<typeof DerivationAnswersTable>>> =>
  import('./DerivationAnswersTable').then((module) => module.DerivationAnswersTable);

const RULE_TEXT: Record<ProfileDerivation['rule'], string> = {
  median:
    "Each competency's level is the median answer ('Not applicable' counting below the lowest level; with an even number of answers, the lower of the two middle ones).",
  mode: "Each competency's level is the most frequent answer ('Not applicable' counting below the lowest level; when answers tie, the lowest of them).",
};

/**
 * 'Derived from 53 survey responses (median)' on a reference profile made from a survey
 * (docs/features/surveys.md): the rule, the survey group, and per competency the answer counts with the
 * median and the mode, in a closed section whose table loads when opened. Renders nothing for other
 * profiles.
 * @param derivation the profile's derivation or null; @param levels the framework's expertise levels
 */
export function ProfileDerivationSection({
  derivation,
  levels,
}: {
  derivation: ProfileDerivation | null | undefined;
  levels: readonly ExpertiseLevel[];
}) {
  const [open, setOpen] = useState(false);
  const Answers = useLoadedWhen(open, loadAnswers);
  if (!derivation) return null;
  const n = derivation.respondents;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="profile-derivation-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profile-derivation-heading">
          Derived from {n} survey response{n === 1 ? '' : 's'} ({derivation.rule})
        </Title>
        <Text size="sm">
          Survey group '{derivation.group}'. {RULE_TEXT[derivation.rule]}
        </Text>
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>Answers per competency</summary>
          {open && (Answers ? <Answers derivation={derivation} levels={levels} /> : <LoadingView />)}
        </details>
      </Stack>
    </Paper>
  );
}
