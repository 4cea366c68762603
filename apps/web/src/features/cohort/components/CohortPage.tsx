import type { FrameworkVersionContent } from '@hub/domain';
import { Anchor, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { frameworkVersionQuery, referenceProfileQuery, referenceProfilesQuery } from '../../../lib/queries';
import classes from '../cohort.module.css';
import {
  type ChosenFile,
  type CohortData,
  cohortCompetencies,
  cohortFromGuestProfiles,
} from '../cohort-data';
import { cohortFromSurvey, readSurvey, type SurveyRead, splitColumns } from '../survey-data';
import { CohortFiles } from './CohortFiles';
import { CohortResults } from './CohortResults';
import type { UseGapTraining } from './NeedsTraining';

const TITLE = 'Training needs of a group';

/** Starts loading the charts' code while files are read (their sections import the same modules lazily). */
function preloadCharts(): void {
  void import('./NeedsChart');
  void import('./LevelsChart');
}

/** What the visitor chose: guest profile files, or a survey (kept to split it by a column). */
type Chosen =
  | { kind: 'profiles'; data: CohortData | null; notes: string[] }
  | { kind: 'survey'; survey: SurveyRead | null; notes: string[] };

/** The version's ratings with their titles, 'Not applicable' (0) first. */
function levelsOf(content: FrameworkVersionContent) {
  const sorted = [...content.expertiseLevels].sort((a, b) => a.ratingLevel - b.ratingLevel);
  const zero = sorted.find((l) => l.ratingLevel === 0);
  return [
    { rating: 0, title: zero?.title || 'Not applicable' },
    ...sorted.filter((l) => l.ratingLevel > 0).map((l) => ({ rating: l.ratingLevel, title: l.title })),
  ];
}

/**
 * 'Training needs of a group' `/framework/{fw}/{v}/cohort` (docs/features/cohort.md): a visitor drops a
 * self-assessment survey export or several guest profile files, picks a Live reference profile of the
 * version, and sees the competencies ranked by the share of the group below the level the role expects,
 * with training for the top ones, charts with tables, a CSV and a print view. The files are read in the
 * browser and never sent: the only requests name competencies and the role's levels.
 * @param useGapTraining renders the training under a competency (the training feature's, passed by the route)
 */
export function CohortPage({
  framework,
  version,
  useGapTraining,
}: {
  framework: string;
  version: string;
  useGapTraining: UseGapTraining;
}) {
  useDocumentMeta(TITLE);
  const content = useQuery(frameworkVersionQuery(framework, version));
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) => <Cohort content={data} useGapTraining={useGapTraining} />}
    </QueryState>
  );
}

function Cohort({
  content,
  useGapTraining,
}: {
  content: FrameworkVersionContent;
  useGapTraining: UseGapTraining;
}) {
  const framework = content.framework.machineName;
  const version = content.version.number;
  const competencies = useMemo(() => cohortCompetencies(content), [content]);
  const levels = useMemo(() => levelsOf(content), [content]);
  const idByUuid = useMemo(() => new Map(competencies.map((c) => [c.uuid, c.id])), [competencies]);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [splitBy, setSplitBy] = useState<string | null>(null);
  const [referenceId, setReferenceId] = useState<number | null>(null);
  const profiles = useQuery(referenceProfilesQuery(framework, version));
  const live = (profiles.data?.profiles ?? []).filter((p) => p.publishingStatus === 'Live');
  const reference = useQuery({
    ...referenceProfileQuery(framework, version, referenceId ?? 0),
    enabled: referenceId !== null,
  });
  const expected = useMemo(
    () => new Map((reference.data?.mapping ?? []).map((m) => [m.competencyUuid, m.ratingLevel])),
    [reference.data],
  );
  const data = useMemo(() => {
    if (chosen?.kind === 'profiles') return chosen.data;
    if (chosen?.kind === 'survey' && chosen.survey) {
      return cohortFromSurvey(chosen.survey, splitBy, competencies, chosen.notes);
    }
    return null;
  }, [chosen, splitBy, competencies]);

  const splits = useMemo(
    () => (chosen?.kind === 'survey' && chosen.survey ? splitColumns(chosen.survey) : []),
    [chosen],
  );

  const take = (files: ChosenFile[]) => {
    setSplitBy(null);
    const surveys = files.filter((f) => /\.csv$/i.test(f.name));
    const first = surveys[0];
    if (first) {
      const { survey, notes } = readSurvey(first, competencies, levels);
      const others = files.filter((f) => f !== first).map((f) => f.name);
      if (others.length > 0) notes.push(`Only one survey is read at a time: ${others.join(', ')} left out.`);
      setChosen({ kind: 'survey', survey, notes });
      return;
    }
    const { data: read, notes } = cohortFromGuestProfiles(files, framework, version, competencies);
    setChosen({ kind: 'profiles', data: read, notes });
  };

  const roleName = reference.data
    ? `${reference.data.title}${reference.data.jobTitle && reference.data.jobTitle !== reference.data.title ? ` (${reference.data.jobTitle})` : ''}`
    : '';
  return (
    <Stack gap="lg">
      <Title order={1}>{TITLE}</Title>
      <Text>
        {content.framework.title} {version}: see where a group stands against a role. Drop the group's
        self-assessment survey export or their saved guest profiles, choose the reference profile to compare
        with, and get the competencies ranked by how many people are below the level the role expects, with
        training for the top ones.{' '}
        <Anchor component={Link} to={paths.framework(framework, version)}>
          Back to the framework
        </Anchor>
      </Text>
      <Paper withBorder p="md" data-testid="privacy-note">
        <Text fw={700}>Everything stays in this browser</Text>
        <Text size="sm">
          The files are read here and never uploaded: no answer leaves this browser. To suggest training, the
          hub is asked only about the top competencies and the levels the role expects.
        </Text>
      </Paper>
      <div className={classes.noPrint}>
        <Stack gap="md">
          <CohortFiles onFiles={take} onChoosing={preloadCharts} />
          <NativeSelect
            label="Reference profile to compare with"
            description="The role whose expected levels the group is measured against (Live reference profiles of this version)."
            value={referenceId === null ? '' : String(referenceId)}
            onChange={(event) =>
              setReferenceId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            data={[
              { value: '', label: profiles.isPending ? 'Loading…' : 'Choose a reference profile' },
              ...live.map((p) => ({
                value: String(p.id),
                label: p.jobTitle && p.jobTitle !== p.title ? `${p.title} (${p.jobTitle})` : p.title,
              })),
            ]}
          />
          {profiles.data && live.length === 0 && (
            <Text c="red.9" role="status">
              This version has no Live reference profiles to compare with.
            </Text>
          )}
          {splits.length > 0 && (
            <NativeSelect
              label="Compare groups by"
              description="Another column of the survey with a few answers, such as career stage: its answers are shown side by side."
              value={splitBy ?? ''}
              onChange={(event) => setSplitBy(event.currentTarget.value || null)}
              data={[
                { value: '', label: 'No groups (everyone together)' },
                ...splits.map((c) => ({ value: c, label: c })),
              ]}
            />
          )}
        </Stack>
      </div>
      {chosen && chosen.notes.length > 0 && (
        <List size="sm" aria-label="What was read" data-testid="cohort-notes">
          {chosen.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      )}
      {chosen && !data && (
        <Text c="red.9" role="status">
          Nothing to analyse: choose a survey export (CSV) or guest profile files (JSON) of this framework
          version.
        </Text>
      )}
      {data && referenceId === null && (
        <Text role="status">Choose a reference profile to see the training needs.</Text>
      )}
      {referenceId !== null && reference.error && (
        <ErrorView error={reference.error} onRetry={() => void reference.refetch()} />
      )}
      {data && referenceId !== null && reference.isPending && <LoadingView />}
      {data && reference.data && (
        <CohortResults
          framework={framework}
          version={version}
          data={data}
          expected={expected}
          roleName={roleName}
          levels={levels}
          idOf={(uuid) => idByUuid.get(uuid)}
          useGapTraining={useGapTraining}
        />
      )}
    </Stack>
  );
}
