import type { ManageAttribute, ManageAttributeType, ManageTreeCompetency } from '@hub/domain';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { RichTextView } from '../../../components/RichTextView';
import { fieldMessage } from '../api/curation-mutation';
import { useCreateAttributes, useOrderAttributes } from '../api/manage';
import { useManageCompetency } from '../api/manage-query';
import { attributeOrderWithType, groupByAttributeType, type TypeGroup } from '../logic';
import { LinesModal } from './LinesModal';
import { ManageQueryState } from './ManageQueryState';
import { MappingModal } from './MappingModal';
import { OrderModal } from './OrderModal';
import { VirtualList } from './VirtualList';

/** From this many attributes of a type, the details list renders the items near the viewport (ADR 0019). */
export const LONG_ATTRIBUTE_LIST = 300;

type Attribute = ManageAttribute;

/** One attribute of the details: its title, struck through and marked '(archived)' when archived. */
function AttributeItem({ attribute }: { attribute: Attribute }) {
  return (
    <>
      <Text
        component="span"
        size="sm"
        td={attribute.archived ? 'line-through' : undefined}
        c={attribute.archived ? 'gray.7' : undefined}
      >
        {attribute.title}
      </Text>
      {attribute.archived && (
        <Text component="span" size="sm">
          {' '}
          (archived)
        </Text>
      )}
    </>
  );
}

/**
 * The attributes of one type in the details: a plain list, or from LONG_ATTRIBUTE_LIST attributes a
 * virtualised one (only the items near the viewport in the document; ADR 0019).
 * @param attributes the type's attributes, ordered; @param label the list's accessible name
 */
function AttributeList({ attributes, label }: { attributes: readonly Attribute[]; label: string }) {
  if (attributes.length >= LONG_ATTRIBUTE_LIST) {
    return (
      <VirtualList
        items={attributes}
        estimate={24}
        label={label}
        renderItem={(attribute) => <AttributeItem attribute={attribute} />}
      />
    );
  }
  return (
    <List size="sm" spacing={2} aria-label={label}>
      {attributes.map((attribute) => (
        <List.Item key={attribute.id}>
          <AttributeItem attribute={attribute} />
        </List.Item>
      ))}
    </List>
  );
}

/**
 * Details of one competency of the draft, shown when its row is expanded (docs/features/curation.md §8): 'This
 * competency maps to:' (server-sanitised rich text) with 'Edit mapping' (modal), and its attributes per
 * attribute type (archived ones struck through), each type with 'Add {type} attributes' (modal, one per
 * line, awaited: docs/features/original-hub.md) and 'Change order' (drag and drop, Save). The attributes
 * are read from the competency's own view when the details open (the framework's view only counts them,
 * ADR 0072).
 * @param framework machine name; @param competency the competency as the tree holds it; @param attributeTypes the framework's types
 */
export function CompetencyDetailsPanel({
  framework,
  competency,
  attributeTypes,
}: {
  framework: string;
  competency: ManageTreeCompetency;
  attributeTypes: readonly ManageAttributeType[];
}) {
  const own = useManageCompetency(framework, competency.id);
  const [editingMapping, setEditingMapping] = useState(false);

  return (
    <Stack gap="md" py="xs">
      <div>
        <Group gap="sm" mb={4}>
          <Text fw={600} size="sm">
            This competency maps to:
          </Text>
          <Button
            size="compact-xs"
            variant="outline"
            onClick={() => setEditingMapping(true)}
            aria-label={`Edit mapping of ${competency.title}`}
          >
            Edit mapping
          </Button>
        </Group>
        <RichTextView html={competency.mappedOtherCompetency} />
      </div>
      {attributeTypes.length === 0 ? (
        <Text size="sm">This framework has no attribute types yet.</Text>
      ) : (
        <ManageQueryState
          query={own}
          notFoundMessage="This competency no longer exists in the version being managed."
        >
          {(view) => (
            <AttributeGroups
              framework={framework}
              competency={competency}
              attributes={view.competency.attributes}
              attributeOrder={view.competency.attributeOrder}
              attributeTypes={attributeTypes}
            />
          )}
        </ManageQueryState>
      )}
      {editingMapping && (
        <MappingModal
          framework={framework}
          competency={competency}
          onClose={() => setEditingMapping(false)}
        />
      )}
    </Stack>
  );
}

/**
 * The details' attributes per attribute type, each type with 'Add {type} attributes' and 'Change order'.
 * @param attributes the competency's attributes (its own view); @param attributeOrder their order's ETag
 */
function AttributeGroups({
  framework,
  competency,
  attributes,
  attributeOrder,
  attributeTypes,
}: {
  framework: string;
  competency: ManageTreeCompetency;
  attributes: readonly ManageAttribute[];
  attributeOrder: string;
  attributeTypes: readonly ManageAttributeType[];
}) {
  const createAttributes = useCreateAttributes(framework);
  const orderAttributes = useOrderAttributes(framework);
  const [adding, setAdding] = useState<TypeGroup['type'] | null>(null);
  const [ordering, setOrdering] = useState<TypeGroup | null>(null);
  const groups = useMemo(
    () => groupByAttributeType(attributes, attributeTypes),
    [attributes, attributeTypes],
  );

  return (
    <>
      {groups.map((group) => (
        <div key={group.type.id}>
          <Group gap="sm" mb={4} wrap="wrap">
            <Title order={4} size="h5">
              {group.type.title}
            </Title>
            <Button size="compact-xs" variant="outline" onClick={() => setAdding(group.type)}>
              Add {group.type.title} attributes
            </Button>
            {group.attributes.length > 1 && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setOrdering(group)}
                aria-label={`Change order of ${group.type.title} attributes`}
              >
                Change order
              </Button>
            )}
          </Group>
          {group.attributes.length === 0 ? (
            <Text size="sm">No {group.type.title} attributes</Text>
          ) : (
            <AttributeList
              attributes={group.attributes}
              label={`${group.type.title} attributes of ${competency.title}`}
            />
          )}
        </div>
      ))}
      <LinesModal
        opened={adding !== null}
        onClose={() => setAdding(null)}
        title={`Add ${adding?.title ?? ''} attributes`}
        label={`${adding?.title ?? ''} attributes of ${competency.title}`}
        submitLabel="Add attributes"
        onSubmit={async (titles) => {
          if (!adding) return true;
          try {
            await createAttributes.mutateAsync({
              competencyId: competency.id,
              attributeTypeId: adding.id,
              titles,
            });
            return true;
          } catch (error) {
            return fieldMessage(error, 'titles');
          }
        }}
      />
      <OrderModal
        opened={ordering !== null}
        onClose={() => setOrdering(null)}
        title={`Change order of ${ordering?.type.title ?? ''} attributes`}
        items={ordering?.attributes ?? []}
        orderEtag={attributeOrder}
        onSave={async (ids, ifMatch) => {
          if (!ordering) return true;
          try {
            await orderAttributes.mutateAsync({
              competencyId: competency.id,
              body: {
                ids: attributeOrderWithType(attributes, attributeTypes, ordering.type.id, ids),
              },
              ifMatch,
            });
            return true;
          } catch {
            return false;
          }
        }}
      />
    </>
  );
}
