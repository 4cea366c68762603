import { type ManageFrameworkView, rowEtag } from '@hub/domain';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { fieldMessage } from '../api/curation-mutation';
import { useUpdateAttribute, useUpdateCompetency } from '../api/manage';
import { type CompetencyLocation, visibleDomains } from '../logic';
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
 * Competency settings (curation spec §2.8): move a competency to another (non-archived) domain of the
 * draft and edit its code (issue #21 §4); on save ('Competency updated') the user goes to the manage framework screen. Read-only
 * versions and archived competencies show why nothing can be changed.
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
  const [domainId, setDomainId] = useState(String(domain.id));
  const [code, setCode] = useState(competency.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const saved = useUnsavedChanges(domainId !== String(domain.id) || code !== (competency.code ?? ''));
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
              const target = Number(domainId);
              const codeChanged = code.trim() !== (competency.code ?? '');
              if (target === domain.id && !codeChanged) {
                navigate(paths.manageCompetencies(framework));
                return;
              }
              update.mutate(
                {
                  id: competency.id,
                  body: {
                    ...(target === domain.id ? {} : { domainId: target }),
                    ...(codeChanged ? { code: code.trim() } : {}),
                  },
                  ifMatch: rowEtag(competency.revision),
                },
                {
                  onSuccess: () => {
                    saved();
                    navigate(paths.manageCompetencies(framework));
                  },
                  onError: (failure) => {
                    setError(fieldMessage(failure, 'domainId'));
                    setCodeError(fieldMessage(failure, 'code'));
                  },
                },
              );
            }}
          >
            <NativeSelect
              label="Domain"
              description="Move the competency to another domain of this draft."
              data={domains.map((d) => ({ value: String(d.id), label: d.title }))}
              value={domainId}
              onChange={(event) => {
                setDomainId(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              required
            />
            <TextInput
              mt="md"
              label="Code"
              description="Shown before the title (for example 1.3); exported as the CASE human coding scheme. Empty for none."
              value={code}
              maxLength={32}
              onChange={(event) => {
                setCode(event.currentTarget.value);
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
 * Attribute settings (curation spec §2.8): move an attribute to another competency and/or attribute
 * type of the draft (non-archived competencies, grouped by domain); on save ('Attribute updated') the
 * user goes to the manage attributes screen of the chosen competency.
 * @param view the manage view; @param location the attribute with its competency and domain
 */
export function AttributeSettingsForm({
  view,
  location,
}: {
  view: ManageFrameworkView;
  location: CompetencyLocation & {
    attribute: ManageFrameworkView['domains'][number]['competencies'][number]['attributes'][number];
  };
}) {
  const framework = view.framework.machineName;
  const navigate = useNavigate();
  const update = useUpdateAttribute(framework);
  const { domain, competency, attribute } = location;
  const [competencyId, setCompetencyId] = useState(String(competency.id));
  const [typeId, setTypeId] = useState(String(attribute.attributeTypeId));
  const [errors, setErrors] = useState<{ competencyId?: string; attributeTypeId?: string }>({});
  const saved = useUnsavedChanges(
    competencyId !== String(competency.id) || typeId !== String(attribute.attributeTypeId),
  );
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
      {reason ? (
        <Text>{reason}</Text>
      ) : (
        <Paper withBorder p="md" maw={640}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const body: { competencyId?: number; attributeTypeId?: number } = {};
              if (Number(competencyId) !== competency.id) body.competencyId = Number(competencyId);
              if (Number(typeId) !== attribute.attributeTypeId) body.attributeTypeId = Number(typeId);
              const target = paths.manageAttributes(framework, Number(competencyId));
              if (Object.keys(body).length === 0) {
                navigate(target);
                return;
              }
              update.mutate(
                { id: attribute.id, body, ifMatch: rowEtag(attribute.revision) },
                {
                  onSuccess: () => {
                    saved();
                    navigate(target);
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
                value={competencyId}
                onChange={(event) => {
                  setCompetencyId(event.currentTarget.value);
                  setErrors({});
                }}
                error={errors.competencyId}
                required
              />
              <NativeSelect
                label="Attribute type"
                data={view.attributeTypes.map((t) => ({ value: String(t.id), label: t.title }))}
                value={typeId}
                onChange={(event) => {
                  setTypeId(event.currentTarget.value);
                  setErrors({});
                }}
                error={errors.attributeTypeId}
                required
              />
            </Stack>
            <Group mt="md">
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
              <Anchor component={Link} to={paths.manageAttributes(framework, competency.id)}>
                Cancel
              </Anchor>
            </Group>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
