import {
  CsvEncodingError,
  decodeCsvBytes,
  type FrameworkVersionContent,
  MIN_PROFILE_NAME_LENGTH,
  PROFILE_MESSAGES,
  parseSurveyCsv,
  type SurveyRule,
} from '@hub/domain';
import { Alert, Anchor, Button, List, Radio, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FileImportControls } from '../../../components/FileImportControls';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCreateFromSurvey, usePreviewSurvey } from '../api/survey';
import {
  type ColumnChoices,
  competencyOptions,
  defaultProfileName,
  rememberChoices,
  rememberedChoices,
  surveyShapeKey,
} from '../survey-logic';
import { SurveyGroupCard } from './SurveyGroupCard';
import { SurveyMatching } from './SurveyMatching';

/** The survey read in the browser: its text and the key of its shape (for the remembered choices). */
interface ReadFile {
  text: string;
  shape: string;
}

/**
 * 'Create profiles from a survey' (framework managers; docs/features/surveys.md): upload a Google Forms or
 * Microsoft Forms CSV export (read as UTF-8, UTF-16 or Windows-1252 like the CSV import), see the matching of
 * columns to competencies and of answers to expertise levels with what was left out, choose a competency for
 * each unmatched column (remembered in this browser for files of the same shape), split the respondents by
 * another question, see each group's answers per competency, choose the median or the mode, name the
 * profiles and create them as Draft reference profiles. The file is sent to the server, never stored.
 * @param content the framework version (competencies and expertise levels)
 */
export function SurveyProfilesPage({ content }: { content: FrameworkVersionContent }) {
  const framework = content.framework.machineName;
  const version = content.version.number;
  const preview = usePreviewSurvey(framework, version);
  const create = useCreateFromSurvey(framework, version);
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ReadFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [choices, setChoices] = useState<ColumnChoices>({});
  const [splitBy, setSplitBy] = useState<string | null>(null);
  const [rule, setRule] = useState<SurveyRule>('median');
  const [names, setNames] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const options = useMemo(() => competencyOptions(content), [content]);

  const run = (next: { read: ReadFile; choices: ColumnChoices; splitBy: string | null }) => {
    create.reset();
    preview.mutate({ file: next.read.text, columns: next.choices, splitBy: next.splitBy });
  };
  const choose = async (chosen: File) => {
    setFileError(null);
    setRead(null);
    create.reset();
    preview.reset();
    try {
      const text = decodeCsvBytes(new Uint8Array(await chosen.arrayBuffer())).text;
      const shape = surveyShapeKey(framework, parseSurveyCsv(text).headers);
      const remembered = rememberedChoices(shape);
      const next = { read: { text, shape }, choices: remembered, splitBy: null };
      setRead(next.read);
      setChoices(remembered);
      setSplitBy(null);
      setNames({});
      setSelected({});
      setTried(false);
      run(next);
    } catch (error) {
      if (!(error instanceof CsvEncodingError)) throw error;
      setFileError(error.message);
    }
  };
  const changeChoices = (next: ColumnChoices) => {
    if (!read) return;
    setChoices(next);
    rememberChoices(read.shape, next);
    run({ read, choices: next, splitBy });
  };

  const groups = preview.data?.groups ?? [];
  const nameOf = (label: string) => names[label] ?? defaultProfileName(label);
  const isSelected = (label: string) => selected[label] ?? true;
  const chosenGroups = groups.filter((g) => isSelected(g.label));
  const nameError = (label: string) =>
    tried && nameOf(label).trim().length < MIN_PROFILE_NAME_LENGTH ? PROFILE_MESSAGES.nameManager : null;
  const submit = () => {
    setTried(true);
    if (!read || chosenGroups.some((g) => nameOf(g.label).trim().length < MIN_PROFILE_NAME_LENGTH)) return;
    create.mutate({
      file: read.text,
      columns: choices,
      splitBy,
      rule,
      profiles: chosenGroups.map((g) => ({ group: g.label, title: nameOf(g.label).trim() })),
    });
  };
  const failed = preview.error ?? create.error;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create reference profiles from a survey</Title>
        <Text c="dimmed">
          {content.framework.title} {version}
        </Text>
      </div>
      <Text>
        Upload the CSV export of a Google Forms or Microsoft Forms survey in which people rated the level each
        competency needs. A grid question ('Profile: Scientist I [A3: …]') is one group; its rows are matched
        to this version's competencies by code or title, and answers to expertise levels by number or title
        ('Level 3 (most advanced)' is level 3; 'Not applicable', 'N/A' and blank answers are not applicable).
        The file is read, not stored: each profile keeps only its figures.
      </Text>
      <FileImportControls
        label="Survey export (CSV)"
        accept=".csv,text/csv"
        buttonLabel="Read the survey"
        file={file}
        loading={preview.isPending && !preview.data}
        onChange={(value) => {
          setFile(value);
          setRead(null);
          preview.reset();
          create.reset();
        }}
        onImport={(chosen) => void choose(chosen)}
      />
      {(failed || fileError) && (
        <Alert color="red" variant="light" role="alert" title="The survey could not be read">
          {fileError ?? (failed instanceof ApiError ? failed.message : 'Unable to perform the request')}
        </Alert>
      )}
      {preview.data && read && (
        <>
          <SurveyMatching
            preview={preview.data}
            options={options}
            choices={choices}
            onChoose={(header, uuid) => changeChoices({ ...choices, [header]: uuid })}
            onForget={(header) => {
              const { [header]: _dropped, ...rest } = choices;
              changeChoices(rest);
            }}
            splitBy={splitBy}
            onSplit={(header) => {
              setSplitBy(header);
              run({ read, choices, splitBy: header });
            }}
          />
          <Radio.Group
            label="Level of each competency"
            description="'Not applicable' counts as below the lowest level. Median: the middle answer; with an even number of answers, the lower of the two middle ones. Mode: the most frequent answer; when answers tie, the lowest of them."
            value={rule}
            onChange={(value) => setRule(value as SurveyRule)}
          >
            <Stack gap={4} mt="xs">
              <Radio value="median" label="Median" />
              <Radio value="mode" label="Mode" />
            </Stack>
          </Radio.Group>
          <Title order={2} size="h3">
            Groups
          </Title>
          {groups.length === 0 && <Text>No column of the file is matched to a competency yet.</Text>}
          {groups.map((g) => (
            <SurveyGroupCard
              key={g.label}
              group={g}
              content={content}
              rule={rule}
              name={nameOf(g.label)}
              selected={isSelected(g.label)}
              nameError={nameError(g.label)}
              onName={(name) => setNames({ ...names, [g.label]: name })}
              onSelected={(value) => setSelected({ ...selected, [g.label]: value })}
            />
          ))}
          <div role="status">
            {create.data ? (
              <Alert color="blue" variant="light" title="Draft reference profiles created">
                <List size="sm">
                  {create.data.created.map((p) => (
                    <List.Item key={p.id}>
                      <Anchor component={Link} to={paths.profileView(framework, version, p.id, p.urlAlias)}>
                        {p.title}
                      </Anchor>{' '}
                      (Draft)
                    </List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
          </div>
          {!create.data && chosenGroups.length > 0 && (
            <Button onClick={submit} loading={create.isPending} disabled={preview.isPending} w="fit-content">
              Create {chosenGroups.length} draft profile{chosenGroups.length === 1 ? '' : 's'}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
