import {
  type ManageAttributeType,
  type ManageExpertiseLevel,
  type ManageFrameworkView,
  rowEtag,
} from '@hub/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';
import { useDeleteAttributeType, useDeleteExpertiseLevel } from '../api/vocabularies';
import { byPosition, ratingLabel } from '../logic';
import { AttributeTypeModal, ExpertiseLevelModal, ReleasedCell, RemoveModal } from './VocabularyDialogs';

type Dialog =
  | { kind: 'type'; editing: ManageAttributeType | null }
  | { kind: 'level'; editing: ManageExpertiseLevel | null }
  | { kind: 'remove-type'; item: ManageAttributeType }
  | { kind: 'remove-level'; item: ManageExpertiseLevel };

/**
 * Attribute types and expertise levels of a framework (docs/features/curation.md §18): lists both with 'Add', 'Edit' and
 * 'Remove' (confirmed); those released with a version are shown read-only with the reason (the server
 * refuses changes to them with 409). Rating level 0 is 'Not applicable' (docs/features/original-hub.md).
 * @param view the manage view of the framework
 */
export function TypesAndLevelsPage({ view }: { view: ManageFrameworkView }) {
  const framework = view.framework.machineName;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const removeType = useDeleteAttributeType(framework);
  const removeLevel = useDeleteExpertiseLevel(framework);
  const close = () => setDialog(null);
  const types = byPosition(view.attributeTypes);
  const levels = [...view.expertiseLevels].sort((a, b) => a.ratingLevel - b.ratingLevel || a.id - b.id);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600} c="gray.7">
          {view.framework.title}
        </Text>
        <Title order={1}>Attribute types and expertise levels</Title>
        <Text>
          Attribute types and expertise levels that have been released with a version are read-only: released
          versions never change, so they can no longer be edited or removed. New ones can be added at any
          time.
        </Text>
        <Anchor component={Link} to={paths.manageCompetencies(framework)}>
          Back to manage {view.framework.title}
        </Anchor>
      </Stack>

      <section aria-labelledby="attribute-types-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="attribute-types-heading">
            Attribute types
          </Title>
          <Button onClick={() => setDialog({ kind: 'type', editing: null })}>Add attribute type</Button>
        </Group>
        {types.length === 0 ? (
          <Text>No attribute types yet.</Text>
        ) : (
          <WideTable minWidth={560} label="Table of attribute types">
            <Table verticalSpacing="xs" aria-label="Attribute types">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {types.map((type) => (
                  <Table.Tr key={type.id}>
                    <Table.Td>{type.title}</Table.Td>
                    <Table.Td>{type.description}</Table.Td>
                    <Table.Td>
                      {type.released ? (
                        <ReleasedCell />
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="outline"
                            onClick={() => setDialog({ kind: 'type', editing: type })}
                            aria-label={`Edit attribute type ${type.title}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setDialog({ kind: 'remove-type', item: type })}
                            aria-label={`Remove attribute type ${type.title}`}
                          >
                            Remove
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </section>

      <section aria-labelledby="expertise-levels-heading">
        <Group justify="space-between" mb="sm">
          <Title order={2} id="expertise-levels-heading">
            Expertise levels
          </Title>
          <Button onClick={() => setDialog({ kind: 'level', editing: null })}>Add expertise level</Button>
        </Group>
        {levels.length === 0 ? (
          <Text>No expertise levels yet.</Text>
        ) : (
          <WideTable minWidth={640} label="Table of expertise levels">
            <Table verticalSpacing="xs" aria-label="Expertise levels">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Title</Table.Th>
                  <Table.Th scope="col">Description</Table.Th>
                  <Table.Th scope="col">Rating level</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {levels.map((level) => (
                  <Table.Tr key={level.id}>
                    <Table.Td>{level.title}</Table.Td>
                    <Table.Td>{level.description}</Table.Td>
                    <Table.Td>{ratingLabel(level.ratingLevel)}</Table.Td>
                    <Table.Td>
                      {level.released ? (
                        <ReleasedCell />
                      ) : (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="outline"
                            onClick={() => setDialog({ kind: 'level', editing: level })}
                            aria-label={`Edit expertise level ${level.title}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setDialog({ kind: 'remove-level', item: level })}
                            aria-label={`Remove expertise level ${level.title}`}
                          >
                            Remove
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </section>

      {dialog?.kind === 'type' && (
        <AttributeTypeModal framework={framework} editing={dialog.editing} onClose={close} />
      )}
      {dialog?.kind === 'level' && (
        <ExpertiseLevelModal framework={framework} editing={dialog.editing} onClose={close} />
      )}
      {dialog?.kind === 'remove-type' && (
        <RemoveModal
          what={`attribute type ${dialog.item.title}`}
          onClose={close}
          onConfirm={() =>
            removeType.mutateAsync({ id: dialog.item.id, ifMatch: rowEtag(dialog.item.revision) })
          }
        />
      )}
      {dialog?.kind === 'remove-level' && (
        <RemoveModal
          what={`expertise level ${dialog.item.title}`}
          onClose={close}
          onConfirm={() =>
            removeLevel.mutateAsync({ id: dialog.item.id, ifMatch: rowEtag(dialog.item.revision) })
          }
        />
      )}
    </Stack>
  );
}
