import {
  CAREER_PATHWAY_MESSAGES,
  type CareerPathway,
  careerPathwayRequestSchema,
  type ReferenceProfileSummary,
  rowEtag,
} from '@hub/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { theirsKept } from '../../../lib/stale-write';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useSaveCareerPathway } from '../api/career-pathway-writes';
import { addStep, profileOptionLabel, removeStep, selectableProfiles } from '../logic';
import { DeletePathwayButton } from './DeletePathwayButton';

type Field = 'title' | 'description' | 'profileIds';
type FieldErrors = Partial<Record<Field, string>>;

/** Field messages of a request that fails the shared schema (first message per field). */
function validate(body: { title: string; description: string; profileIds: number[] }): FieldErrors {
  const result = careerPathwayRequestSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages the server listed (`issues` paths such as `profileIds.1`), plus its overall message. */
function serverErrors(error: unknown): { fields: FieldErrors; message: string } {
  const fields: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues ?? []) {
      // Schema refusals name `body.profileIds.1`, the server's own checks `profileIds.1`.
      const field = issue.path.replace(/^body\./, '').split('.')[0] as Field;
      if (field === 'title' || field === 'description' || field === 'profileIds') {
        fields[field] ??= issue.message;
      }
    }
    return { fields, message: error.message };
  }
  return { fields, message: 'Unable to perform the request' };
}

/**
 * Create or edit a career pathway (docs/features/profiles.md §7, §3; docs/features/browsing.md §9; docs/features/original-hub.md: failures are
 * shown, not only logged). Title ('Enter pathway title'), description ('Enter pathway description'), and
 * the ordered profiles: 'Select a profile' offers the version's Live profiles not yet chosen, 'Add to
 * career pathway' appends one, 'x' removes one. Saving ('Save pathway' / 'Update pathway') goes to the
 * pathway's view; refusals are shown next to the fields and in an alert. An edit also offers 'Delete
 * career pathway'. An edit is based on the pathway's revision as loaded (ADR 0021): a stale save opens the
 * conflict dialog ('Take theirs' opens the pathway as saved); leaving with unsaved changes asks first.
 * @param framework machine name; @param version version number; @param frameworkTitle shown in the heading
 * @param profiles the version's reference profiles; @param pathway the pathway to edit (absent: create)
 */
export function CareerPathwayForm({
  framework,
  version,
  frameworkTitle,
  profiles,
  pathway,
}: {
  framework: string;
  version: string;
  frameworkTitle: string;
  profiles: readonly ReferenceProfileSummary[];
  pathway?: CareerPathway;
}) {
  const navigate = useNavigate();
  const save = useSaveCareerPathway(framework, version, pathway?.id ?? null);
  const [title, setTitle] = useState(pathway?.title ?? '');
  const [description, setDescription] = useState(pathway?.description ?? '');
  const [profileIds, setProfileIds] = useState<number[]>(pathway?.steps.map((s) => s.profile.id) ?? []);
  const [selected, setSelected] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const listId = useId();
  const [basedOn] = useState(() => (pathway ? rowEtag(pathway.revision) : undefined));
  const [initial] = useState(() => JSON.stringify([title, description, profileIds]));
  const markSaved = useUnsavedChanges(JSON.stringify([title, description, profileIds]) !== initial);

  const known = new Map<number, ReferenceProfileSummary>(profiles.map((p) => [p.id, p]));
  for (const step of pathway?.steps ?? []) {
    if (!known.has(step.profile.id)) known.set(step.profile.id, step.profile);
  }
  const options = selectableProfiles(profiles, profileIds).map((p) => ({
    value: String(p.id),
    label: profileOptionLabel(p),
  }));

  const add = () => {
    if (selected === '') {
      setErrors((e) => ({ ...e, profileIds: 'Select a profile to add' }));
      return;
    }
    setProfileIds((ids) => addStep(ids, Number(selected)));
    setSelected('');
    setErrors((e) => ({ ...e, profileIds: undefined }));
  };

  const submit = () => {
    const body = { title, description, profileIds };
    const found = validate(body);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const stepTitles = profileIds.map((id) => known.get(id)?.title ?? `#${id}`);
    save.mutate(
      { body, ifMatch: basedOn, stepTitles },
      {
        onSuccess: (saved) => {
          markSaved();
          if (theirsKept(saved)) {
            notifySuccess('Their change was kept');
            if (pathway) navigate(paths.careerPathwayView(framework, version, pathway.id));
            return;
          }
          notifySuccess(pathway ? 'Career pathway updated' : 'Career pathway created');
          navigate(paths.careerPathwayView(framework, version, saved.id));
        },
        onError: (error) => {
          const { fields, message } = serverErrors(error);
          setErrors(fields);
          setFailure(
            `${pathway ? 'Failed to update career pathway' : 'Failed to save career pathway'}: ${message}`,
          );
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="gray.7">
          {frameworkTitle} {version}
        </Text>
        <Title order={1}>{pathway ? 'Edit career pathway' : 'Create career pathway'}</Title>
      </Stack>
      <Paper withBorder p="md" maw={720}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            {failure && (
              <Alert color="red" title="The career pathway was not saved" role="alert">
                {failure}
              </Alert>
            )}
            <TextInput
              label="Title"
              placeholder="Enter pathway title"
              required
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              error={errors.title}
            />
            <Textarea
              label="Description"
              placeholder="Enter pathway description"
              required
              autosize
              minRows={3}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={errors.description}
            />
            <Stack gap="xs">
              <Group align="flex-end" gap="sm">
                <NativeSelect
                  label="Profile"
                  description="Only Live reference profiles of this version can be added, each once."
                  data={[{ value: '', label: 'Select a profile' }, ...options]}
                  value={selected}
                  onChange={(event) => setSelected(event.currentTarget.value)}
                  style={{ flex: 1 }}
                  error={errors.profileIds}
                />
                <Button variant="default" onClick={add}>
                  Add to career pathway
                </Button>
              </Group>
              <Text id={listId} fw={600} size="sm">
                Profiles in this pathway, in order
              </Text>
              {profileIds.length === 0 ? (
                <Text size="sm">{CAREER_PATHWAY_MESSAGES.empty}</Text>
              ) : (
                <Stack component="ol" gap={6} aria-labelledby={listId} m={0} pl="lg">
                  {profileIds.map((id, index) => {
                    const profile = known.get(id);
                    const label = profile ? profileOptionLabel(profile) : `Profile ${id}`;
                    return (
                      <li key={id} data-testid="pathway-draft-step">
                        <Group gap="xs" wrap="nowrap">
                          <Text>{`Step ${index + 1}: ${label}`}</Text>
                          {profile?.publishingStatus === 'Draft' && <Badge color="gray">Draft</Badge>}
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove ${label} from the career pathway`}
                            onClick={() => setProfileIds((ids) => removeStep(ids, id))}
                          >
                            x
                          </ActionIcon>
                        </Group>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Stack>
            <Group>
              <Button type="submit" loading={save.isPending}>
                {pathway ? 'Update pathway' : 'Save pathway'}
              </Button>
              <Button
                variant="default"
                onClick={() =>
                  navigate(
                    pathway
                      ? paths.careerPathwayView(framework, version, pathway.id)
                      : paths.frameworkCareerPathways(framework, version),
                  )
                }
              >
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
        {pathway && (
          <Group mt="xl" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <DeletePathwayButton
              framework={framework}
              version={version}
              id={pathway.id}
              title={pathway.title}
              ifMatch={basedOn}
            />
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
