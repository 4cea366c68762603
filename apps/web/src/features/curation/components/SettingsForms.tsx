import type { ManageFrameworkView } from '@hub/domain';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useBasedValues } from '../../../lib/use-based-values';
import { fieldMessage, serverFieldErrors, theirsKept } from '../api/curation-mutation';
import { useUpdateAttribute, useUpdateCompetency } from '../api/manage';
import {
  type AttributePlace,
  attributeSettingsChanges,
  choicesText,
  followMove,
} from '../attribute-settings';
import { type CompetencyLocation, visibleDomains } from '../logic';
import { AttributeChangedNotice } from './AttributeChangedNotice';
import { VersionTags } from './FrameworkTags';

/** Why a settings form is not offered, or null when it is. */
function lockedReason(view: ManageFrameworkView, archived: boolean): string | null {
  if (!view.can.edit) {
    return 'This version is live and read-only. Create a draft on the manage framework page to change settings.';
  }
  if (archived) return 'This item is archived. Restore it before changing its settings.';
  return null;
}

/**
 * Competency settings (docs/features/curation.md §6): move a competency to another (non-archived) domain of the
 * draft and edit its code (docs/features/curation.md §5); on save ('Competency updated') the user goes to the manage framework screen. Read-only
 * versions and archived competencies show why nothing can be changed. The save sends the changed fields
 * based on the revision the form showed (If-Match, ADR 0021): a competency moved or recoded meanwhile
 * by another manager opens the conflict dialog; 'Take theirs' shows theirs in the form.
 * @param view the manage view; @param location the competency and its current domain
 */
export function CompetencySettingsForm({
  view,
  location,
}: {
  view: ManageFrameworkView;
  location: CompetencyLocation;
}) {
  const framework = view.framework.machineName;
  const navigate = useNavigate();
  const update = useUpdateCompetency(framework);
  const { domain, competency } = location;
  const form = useBasedValues(
    { domainId: String(domain.id), code: competency.code ?? '' },
    competency.revision,
  );
  const { values, basedOn } = form;
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const reason = lockedReason(view, competency.archived || domain.archived);
  const domains = visibleDomains(view.domains, true).filter((d) => !d.archived);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600} c="gray.7">
          Competency settings
        </Text>
        <Title order={1}>{competency.title}</Title>
        <Group gap="sm">
          <Text>
            {view.framework.title} · domain <strong>{domain.title}</strong>
          </Text>
          <VersionTags version={view.version} />
        </Group>
      </Stack>
      {reason ? (
        <Text>{reason}</Text>
      ) : (
        <Paper withBorder p="md" maw={560}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const domainChanged = values.domainId !== basedOn.domainId;
              const codeChanged = values.code.trim() !== basedOn.code;
              if (!domainChanged && !codeChanged) {
                navigate(paths.manageCompetencies(framework));
                return;
              }
              update.mutate(
                {
                  id: competency.id,
                  body: {
                    ...(domainChanged ? { domainId: Number(values.domainId) } : {}),
                    ...(codeChanged ? { code: values.code.trim() } : {}),
                  },
                  ifMatch: form.ifMatch,
                },
                {
                  onSuccess: (result) => {
                    if (theirsKept(result)) {
                      form.dropMine();
                      return;
                    }
                    form.saved();
                    navigate(paths.manageCompetencies(framework));
                  },
                  onError: (failure) => {
                    // A code another item holds (409, ADR 0059) or markup is shown under the code only.
                    const codeIssue = serverFieldErrors(failure, (p) =>
                      p.startsWith('code') ? 'code' : null,
                    ).code;
                    if (codeIssue) setCodeError(codeIssue);
                    else {
                      setError(fieldMessage(failure, 'domainId'));
                      setCodeError(fieldMessage(failure, 'code'));
                    }
                  },
                },
              );
            }}
          >
            <NativeSelect
              label="Domain"
              description="Move the competency to another domain of this draft."
              data={domains.map((d) => ({ value: String(d.id), label: d.title }))}
              value={values.domainId}
              onChange={(event) => {
                const domainId = event.currentTarget.value;
                form.setValues((v) => ({ ...v, domainId }));
                setError(null);
              }}
              error={error}
              required
            />
            <TextInput
              mt="md"
              label="Code"
              description="Shown before the title (for example 1.3); exported as the CASE human coding scheme. Empty for none."
              value={values.code}
              maxLength={32}
              onChange={(event) => {
                const code = event.currentTarget.value;
                form.setValues((v) => ({ ...v, code }));
                setCodeError(null);
              }}
              error={codeError}
            />
            <Group mt="md">
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
              <Anchor component={Link} to={paths.manageCompetencies(framework, domain.id)}>
                Cancel
              </Anchor>
            </Group>
          </form>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * Attribute settings (docs/features/curation.md §6): move an attribute to another competency and/or attribute
 * type of the draft (non-archived competencies, grouped by domain); on save ('Attribute updated') the
 * user goes to the manage attributes screen of the competency it then belongs to. The save is based on
 * the revision the form showed (If-Match, ADR 0021): an attribute changed meanwhile opens the conflict
 * dialog. The typed choices are never lost (docs/features/curation.md §17): when another manager moves the attribute while
 * the form is open, a notice names its new competency, a competency left unchanged follows the move and
 * Save applies the rest there; when it is deleted, the choices stay on screen to copy and Save is off.
 * @param view the manage view
 * @param place the attribute with its competency and domain now (`gone`: as last shown), and its state
 */
export function AttributeSettingsForm({ view, place }: { view: ManageFrameworkView; place: AttributePlace }) {
  const framework = view.framework.machineName;
  const navigate = useNavigate();
  const update = useUpdateAttribute(framework);
  const { domain, competency, attribute } = place.location;
  const gone = place.state === 'gone';
  const form = useBasedValues(
    { competencyId: String(competency.id), typeId: String(attribute.attributeTypeId) },
    attribute.revision,
  );
  const { values, basedOn } = form;
  const [errors, setErrors] = useState<{ competencyId?: string; attributeTypeId?: string }>({});

  // A competency the manager did not change follows a move made meanwhile (the select shows where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the attribute's competency changes
  useEffect(() => {
    if (!gone) form.setValues((v) => followMove(v, basedOn, competency.id));
  }, [competency.id, gone]);

  // This form's own move, being saved or saved, is not 'moved meanwhile'.
  const saving = update.isPending || (update.isSuccess && !theirsKept(update.data));
  const notice = gone ? 'gone' : place.state === 'moved' && !saving ? 'moved' : null;
  const reason = lockedReason(view, attribute.archived || competency.archived || domain.archived);
  const groups = visibleDomains(view.domains, true)
    .filter((d) => !d.archived)
    .map((d) => ({
      group: d.title,
      items: d.competencies.filter((c) => !c.archived).map((c) => ({ value: String(c.id), label: c.title })),
    }))
    .filter((g) => g.items.length > 0);
  const typeOf = view.attributeTypes.find((t) => t.id === attribute.attributeTypeId);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600} c="gray.7">
          Attribute settings
        </Text>
        <Title order={1}>{attribute.title}</Title>
        <Group gap="sm">
          <Text>
            {typeOf ? `${typeOf.title} attribute of ` : 'Attribute of '}
            <strong>{competency.title}</strong>
          </Text>
          <VersionTags version={view.version} />
        </Group>
      </Stack>
      {notice && (
        <AttributeChangedNotice
          state={notice}
          location={place.location}
          choices={gone ? choicesText(view, place.location, values) : ''}
          typed={form.dirty}
        />
      )}
      {reason && !gone ? (
        <Text>{reason}</Text>
      ) : (
        <Paper withBorder p="md" maw={640}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (gone) return;
              const body = attributeSettingsChanges(values, basedOn, competency.id);
              if (Object.keys(body).length === 0) {
                navigate(paths.manageAttributes(framework, Number(values.competencyId)));
                return;
              }
              update.mutate(
                { id: attribute.id, body, ifMatch: form.ifMatch },
                {
                  onSuccess: (result) => {
                    if (theirsKept(result)) {
                      form.dropMine();
                      return;
                    }
                    form.saved();
                    navigate(paths.manageAttributes(framework, result.competencyId));
                  },
                  onError: (failure) =>
                    setErrors({
                      competencyId: body.competencyId ? fieldMessage(failure, 'competencyId') : undefined,
                      attributeTypeId:
                        body.attributeTypeId && !body.competencyId
                          ? fieldMessage(failure, 'attributeTypeId')
                          : undefined,
                    }),
                },
              );
            }}
          >
            <Stack gap="sm">
              <NativeSelect
                label="Competency"
                data={groups}
                value={values.competencyId}
                onChange={(event) => {
                  const competencyId = event.currentTarget.value;
                  form.setValues((v) => ({ ...v, competencyId }));
                  setErrors({});
                }}
                error={errors.competencyId}
                disabled={gone}
                required
              />
              <NativeSelect
                label="Attribute type"
                data={view.attributeTypes.map((t) => ({ value: String(t.id), label: t.title }))}
                value={values.typeId}
                onChange={(event) => {
                  const typeId = event.currentTarget.value;
                  form.setValues((v) => ({ ...v, typeId }));
                  setErrors({});
                }}
                error={errors.attributeTypeId}
                disabled={gone}
                required
              />
            </Stack>
            <Group mt="md">
              <Button type="submit" loading={update.isPending} disabled={gone}>
                Save
              </Button>
              <Anchor
                component={Link}
                to={
                  gone
                    ? paths.manageCompetencies(framework)
                    : paths.manageAttributes(framework, competency.id)
                }
              >
                Cancel
              </Anchor>
            </Group>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
