import {
  type ManageAttribute,
  type ManageAttributeType,
  type ManageCompetencyView,
  rowEtag,
} from '@hub/domain';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';
import { fieldMessage, serverFieldErrors } from '../api/curation-mutation';
import { useCreateAttributes, useUpdateAttribute } from '../api/manage';
import { groupByAttributeType } from '../logic';
import { ArchiveToggle } from './ArchiveToggle';
import { DeleteAddedItem } from './DeleteAddedItem';
import { ExtensionBanner, VersionTags } from './FrameworkTags';
import { InlineEditableTitle } from './InlineEditableTitle';
import { PositionInput } from './PositionInput';
import { type VirtualRowProps, VirtualTableBody } from './VirtualTableBody';

/** From this many attributes of one type, the table renders only the rows near the viewport (ADR 0019). */
const VIRTUAL_FROM = 300;
/** A row's height before it is measured (px): editable rows hold inputs, read-only ones text. */
const ROW_ESTIMATE = { editable: 53, readOnly: 37 } as const;

/**
 * Create-attribute form (docs/features/curation.md §5, §11): description required after trimming and an attribute
 * type select (first preselected); resets after a successful submit ('Attributes created').
 */
function CreateAttributeForm({
  framework,
  competencyId,
  types,
}: {
  framework: string;
  competencyId: number;
  types: readonly ManageAttributeType[];
}) {
  const create = useCreateAttributes(framework);
  const firstId = types[0] ? String(types[0].id) : '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { description: '', attributeTypeId: firstId },
    validate: {
      description: (value) => (value.trim() === '' ? 'Enter a description of the attribute' : null),
      attributeTypeId: (value) => (value === '' ? 'Choose an attribute type' : null),
    },
  });
  if (types.length === 0) {
    return (
      <Text>
        This framework has no attribute types yet.{' '}
        <Anchor component={Link} to={paths.manageTypesAndLevels(framework)}>
          Add attribute types
        </Anchor>{' '}
        before adding attributes.
      </Text>
    );
  }
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="create-attribute-heading">
      <Title order={2} size="h3" id="create-attribute-heading" mb="sm">
        Create an attribute
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            {
              competencyId,
              attributeTypeId: Number(values.attributeTypeId),
              titles: [values.description.trim()],
            },
            {
              onSuccess: () => form.setValues({ description: '', attributeTypeId: firstId }),
              onError: (error) =>
                form.setErrors(
                  serverFieldErrors(error, (path) =>
                    path.startsWith('titles')
                      ? 'description'
                      : path.startsWith('attributeTypeId')
                        ? 'attributeTypeId'
                        : null,
                  ),
                ),
            },
          ),
        )}
      >
        <Group align="flex-start" wrap="wrap">
          <Textarea
            label="Attribute description"
            required
            autosize
            minRows={1}
            style={{ flex: 2, minWidth: 260 }}
            {...form.getInputProps('description')}
          />
          <NativeSelect
            label="Attribute type"
            required
            data={types.map((t) => ({ value: String(t.id), label: t.title }))}
            style={{ flex: 1, minWidth: 180 }}
            {...form.getInputProps('attributeTypeId')}
          />
        </Group>
        <Group mt="sm">
          <Button type="submit" loading={create.isPending}>
            Create attribute
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** One attribute row of the draft: title (inline edit), position, archive toggle, settings link. */
function EditableAttributeRow({
  framework,
  competencyId,
  attribute,
  added,
  rowProps,
}: {
  framework: string;
  competencyId: number;
  attribute: ManageAttribute;
  /** Whether the attribute was added in this draft (then it can be deleted, ADR 0022). */
  added: boolean;
  /** Set when the row is one of a long table's rendered rows. */
  rowProps?: VirtualRowProps;
}) {
  const update = useUpdateAttribute(framework);
  return (
    <Table.Tr {...rowProps}>
      <Table.Td>
        <InlineEditableTitle
          value={attribute.title}
          itemLabel="attribute"
          archived={attribute.archived}
          revision={attribute.revision}
          onSave={async (title, ifMatch) => {
            try {
              await update.mutateAsync({ id: attribute.id, body: { title }, ifMatch });
              return null;
            } catch (error) {
              return fieldMessage(error, 'title');
            }
          }}
        />
      </Table.Td>
      <Table.Td>
        {attribute.archived ? (
          <Text size="sm">{attribute.position}</Text>
        ) : (
          <PositionInput
            value={attribute.position}
            title={attribute.title}
            onSave={(position) =>
              update.mutate({ id: attribute.id, body: { position }, ifMatch: rowEtag(attribute.revision) })
            }
          />
        )}
      </Table.Td>
      <Table.Td>
        <ArchiveToggle
          archived={attribute.archived}
          title={attribute.title}
          pending={update.isPending}
          onChange={(archived) =>
            update.mutate({ id: attribute.id, body: { archived }, ifMatch: rowEtag(attribute.revision) })
          }
        />
        {added && (
          <DeleteAddedItem
            framework={framework}
            kind="attribute"
            id={attribute.id}
            revision={attribute.revision}
            title={attribute.title}
          />
        )}
      </Table.Td>
      <Table.Td>
        {!attribute.archived && (
          <Anchor
            component={Link}
            to={paths.attributeSettings(framework, competencyId, attribute.id)}
            size="sm"
            aria-label={`Settings of ${attribute.title}`}
          >
            Settings
          </Anchor>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Manage attributes screen body (docs/features/curation.md §5): breadcrumb framework / domain / competency, the
 * competency title (h1), version and status tags, the create-attribute form (draft), and a table per
 * attribute type. Draft: title (inline edit), position, archive toggle and settings link per attribute,
 * archived ones struck through; read-only: titles only, archived attributes hidden. A type with 300
 * attributes or more renders only the rows near the viewport, and the screen loads the competency's own
 * view, not the whole framework's (docs/features/curation.md §5: 10,000 attributes took 23 s).
 * @param view the competency's manage view (its domain, attributes, attribute types, added ids)
 */
export function ManageAttributesPage({ view }: { view: ManageCompetencyView }) {
  const framework = view.framework.machineName;
  const { domain, competency } = view;
  const editable =
    view.editable && view.version.status === 'draft' && !competency.archived && !domain.archived;
  const groups = useMemo(
    () => groupByAttributeType(competency.attributes, view.attributeTypes, !editable),
    [competency.attributes, view.attributeTypes, editable],
  );
  const added = useMemo(() => new Set(view.addedAttributes), [view.addedAttributes]);
  const renderRow = (attribute: ManageAttribute, rowProps?: VirtualRowProps) =>
    editable ? (
      <EditableAttributeRow
        key={attribute.id}
        framework={framework}
        competencyId={competency.id}
        attribute={attribute}
        added={added.has(attribute.id)}
        rowProps={rowProps}
      />
    ) : (
      <Table.Tr key={attribute.id} {...rowProps}>
        <Table.Td>{attribute.title}</Table.Td>
      </Table.Tr>
    );
  return (
    <Stack gap="lg">
      <nav aria-label="Competency location">
        <Breadcrumbs separator="/">
          <Anchor component={Link} to={paths.manageCompetencies(framework)}>
            {view.framework.title}
          </Anchor>
          <Anchor component={Link} to={paths.manageCompetencies(framework, domain.id)}>
            {domain.title}
          </Anchor>
          <Text component="span" aria-current="page">
            {competency.title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Stack gap="xs">
        <Text size="sm" fw={600} c="gray.7">
          Manage attributes
        </Text>
        <Title order={1}>{competency.title}</Title>
        <VersionTags version={view.version} />
      </Stack>
      <ExtensionBanner framework={view.framework} />
      {!editable && (
        <Text>
          {view.editable
            ? 'This competency or its domain is archived: restore it to edit its attributes.'
            : 'This version is live and read-only. Create a draft on the manage framework page to edit attributes.'}
        </Text>
      )}
      {editable && (
        <CreateAttributeForm framework={framework} competencyId={competency.id} types={view.attributeTypes} />
      )}
      {groups.every((g) => g.attributes.length === 0) ? (
        <Text>No attributes have been added to this competency yet.</Text>
      ) : (
        groups.map((group) => (
          <section key={group.type.id} aria-labelledby={`type-${group.type.id}-heading`}>
            <Title order={2} size="h3" id={`type-${group.type.id}-heading`} mb="xs">
              {group.type.title}
            </Title>
            {group.attributes.length === 0 ? (
              <Text size="sm">No {group.type.title} attributes</Text>
            ) : (
              <WideTable minWidth={editable ? 640 : 280} label={`${group.type.title} attributes`}>
                <Table
                  verticalSpacing="xs"
                  aria-label={`${group.type.title} attributes`}
                  aria-rowcount={
                    group.attributes.length >= VIRTUAL_FROM ? group.attributes.length + 1 : undefined
                  }
                >
                  <Table.Thead>
                    <Table.Tr aria-rowindex={group.attributes.length >= VIRTUAL_FROM ? 1 : undefined}>
                      <Table.Th scope="col">Attribute</Table.Th>
                      {editable && <Table.Th scope="col">Position</Table.Th>}
                      {editable && <Table.Th scope="col">Status</Table.Th>}
                      {editable && <Table.Th scope="col">Settings</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  {group.attributes.length >= VIRTUAL_FROM ? (
                    <VirtualTableBody
                      items={group.attributes}
                      columns={editable ? 4 : 1}
                      estimate={editable ? ROW_ESTIMATE.editable : ROW_ESTIMATE.readOnly}
                      renderRow={renderRow}
                    />
                  ) : (
                    <Table.Tbody>{group.attributes.map((attribute) => renderRow(attribute))}</Table.Tbody>
                  )}
                </Table>
              </WideTable>
            )}
          </section>
        ))
      )}
      <Text>
        <Anchor component={Link} to={paths.manageCompetencies(framework, domain.id)}>
          Back to {view.framework.title}
        </Anchor>
      </Text>
    </Stack>
  );
}
