import { type ManageAttributeType, type ManageDomain, type ManageTreeCompetency, rowEtag } from '@hub/domain';
import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { memo, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';
import { fieldMessage } from '../api/curation-mutation';
import { useOrderCompetencies, useUpdateCompetency, useUpdateDomain } from '../api/manage';
import { useAddedInDraft } from '../api/undo';
import { AddCompetenciesModal } from './AddCompetenciesModal';
import { ArchiveToggle } from './ArchiveToggle';
import { CompetencyDetailsPanel } from './CompetencyDetailsPanel';
import { DeleteAddedItem } from './DeleteAddedItem';
import { InlineEditableTitle } from './InlineEditableTitle';
import { ItemCode } from './ItemCode';
import { OrderModal } from './OrderModal';
import { PositionInput } from './PositionInput';

/** Id of a domain's section, the scroll target of `/manage/competencies/{domainId}`. */
export function domainAnchorId(domainId: number): string {
  return `domain-${domainId}`;
}

/** Id of a competency's row, where the search box's Enter jumps (focusable from script only). */
export function competencyRowId(competencyId: number): string {
  return `competency-${competencyId}`;
}

/**
 * One competency row of the draft (docs/features/curation.md §4, §8): title (inline edit), position, archive
 * toggle, 'Delete' when added in this draft (ADR 0022), 'Attributes' and 'Settings' links and a 'Details' toggle that expands the competency details
 * in the next row. An archived competency (or one in an archived domain) is struck through / plain and
 * keeps only the restore toggle.
 */
const EditableCompetencyRow = memo(function EditableCompetencyRow({
  framework,
  competency,
  domainArchived,
  attributeTypes,
  added,
}: {
  framework: string;
  competency: ManageTreeCompetency;
  domainArchived: boolean;
  /** Whether the competency was added in this draft (then it can be deleted). */
  added: boolean;
  attributeTypes: readonly ManageAttributeType[];
}) {
  const update = useUpdateCompetency(framework);
  const [open, setOpen] = useState(false);
  const locked = competency.archived || domainArchived;
  const detailsId = `competency-${competency.id}-details`;
  return (
    <>
      <Table.Tr id={competencyRowId(competency.id)} tabIndex={-1}>
        <Table.Td>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {!locked && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setOpen((o) => !o)}
                aria-expanded={open}
                aria-controls={open ? detailsId : undefined}
                aria-label={`Details of ${competency.title}`}
              >
                {open ? '▾' : '▸'}
              </Button>
            )}
            <ItemCode code={competency.code} />
            <InlineEditableTitle
              value={competency.title}
              itemLabel="competency"
              archived={competency.archived}
              readOnly={domainArchived}
              revision={competency.revision}
              onSave={async (title, ifMatch) => {
                try {
                  await update.mutateAsync({ id: competency.id, body: { title }, ifMatch });
                  return null;
                } catch (error) {
                  return fieldMessage(error, 'title');
                }
              }}
            />
          </Group>
        </Table.Td>
        <Table.Td>
          {locked ? (
            <Text size="sm">{competency.position}</Text>
          ) : (
            <PositionInput
              value={competency.position}
              title={competency.title}
              onSave={(position) =>
                update.mutate({
                  id: competency.id,
                  body: { position },
                  ifMatch: rowEtag(competency.revision),
                })
              }
            />
          )}
        </Table.Td>
        <Table.Td>
          {!domainArchived && (
            <ArchiveToggle
              archived={competency.archived}
              title={competency.title}
              pending={update.isPending}
              onChange={(archived) =>
                update.mutate({
                  id: competency.id,
                  body: { archived },
                  ifMatch: rowEtag(competency.revision),
                })
              }
            />
          )}
          {!domainArchived && added && (
            <DeleteAddedItem
              framework={framework}
              kind="competency"
              id={competency.id}
              revision={competency.revision}
              title={competency.title}
              detail={
                competency.attributeCount > 0
                  ? `and its ${competency.attributeCount} attribute(s)`
                  : undefined
              }
            />
          )}
        </Table.Td>
        <Table.Td>
          {!locked && (
            <Group gap="sm" wrap="nowrap">
              <Anchor
                component={Link}
                to={paths.manageAttributes(framework, competency.id)}
                size="sm"
                aria-label={`Attributes of ${competency.title}`}
              >
                Attributes
              </Anchor>
              <Anchor
                component={Link}
                to={paths.competencySettings(framework, competency.id)}
                size="sm"
                aria-label={`Settings of ${competency.title}`}
              >
                Settings
              </Anchor>
            </Group>
          )}
        </Table.Td>
      </Table.Tr>
      {open && !locked && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={4} bg="gray.0">
            <CompetencyDetailsPanel
              framework={framework}
              competency={competency}
              attributeTypes={attributeTypes}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});

/**
 * One domain of the manage framework screen (docs/features/curation.md §4): its title as a heading and, in the
 * draft, inline title editing, the Archive toggle, 'Change order' and 'Add competencies' (not for an
 * archived domain, which takes no competencies), then a table of its competencies. Read-only: the
 * titles and the 'Attributes' link only (archived items are already filtered out).
 * @param framework machine name; @param domain the domain (competencies ordered);
 * @param editable whether the draft is shown; @param attributeTypes the framework's attribute types
 * @param firstRows in a large framework (ADR 0019), how many competency rows render at once; the others
 *   follow right after in a transition, which the browser may interrupt (so the first rows paint first)
 */
export function DomainSection({
  framework,
  domain,
  editable,
  attributeTypes,
  firstRows,
}: {
  framework: string;
  domain: ManageDomain;
  editable: boolean;
  attributeTypes: readonly ManageAttributeType[];
  firstRows?: number;
}) {
  const [rowLimit, setRowLimit] = useState(firstRows ?? Number.POSITIVE_INFINITY);
  const count = domain.competencies.length;
  useEffect(() => {
    if (rowLimit < count) startTransition(() => setRowLimit(Number.POSITIVE_INFINITY));
  }, [rowLimit, count]);
  const updateDomain = useUpdateDomain(framework);
  const added = useAddedInDraft(framework);
  const orderCompetencies = useOrderCompetencies(framework);
  const [adding, setAdding] = useState(false);
  const [ordering, setOrdering] = useState(false);
  const headingId = `${domainAnchorId(domain.id)}-heading`;
  const heading = (text: React.ReactNode) => (
    <Title order={3} id={headingId}>
      <ItemCode code={domain.code} />
      {text}
    </Title>
  );

  return (
    <Paper
      component="section"
      id={domainAnchorId(domain.id)}
      aria-labelledby={headingId}
      tabIndex={-1}
      withBorder
      p="md"
      style={{ scrollMarginTop: 16 }}
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <InlineEditableTitle
          value={domain.title}
          itemLabel="domain"
          archived={domain.archived}
          readOnly={!editable}
          renderValue={heading}
          revision={domain.revision}
          onSave={async (title, ifMatch) => {
            try {
              await updateDomain.mutateAsync({ id: domain.id, body: { title }, ifMatch });
              return null;
            } catch (error) {
              return fieldMessage(error, 'title');
            }
          }}
        />
        {editable && (
          <Group gap="sm" wrap="wrap">
            <ArchiveToggle
              archived={domain.archived}
              title={domain.title}
              pending={updateDomain.isPending}
              onChange={(archived) =>
                updateDomain.mutate({ id: domain.id, body: { archived }, ifMatch: rowEtag(domain.revision) })
              }
            />
            {added.domain.has(domain.id) && (
              <DeleteAddedItem
                framework={framework}
                kind="domain"
                id={domain.id}
                revision={domain.revision}
                title={domain.title}
                detail={
                  domain.competencies.length > 0
                    ? `and its ${domain.competencies.length} competency(ies)`
                    : undefined
                }
              />
            )}
            {!domain.archived && (
              <>
                {domain.competencies.length > 1 && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setOrdering(true)}
                    aria-label={`Change order of the competencies of ${domain.title}`}
                  >
                    Change order
                  </Button>
                )}
                <Button
                  size="xs"
                  onClick={() => setAdding(true)}
                  aria-label={`Add competencies to ${domain.title}`}
                >
                  Add competencies
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
      {domain.archived && editable && (
        <Text size="sm" mb="xs">
          This domain is archived: it takes no competencies. Restore it to edit it.
        </Text>
      )}
      {domain.competencies.length === 0 ? (
        <Text size="sm">No competencies in this domain yet.</Text>
      ) : (
        <WideTable minWidth={editable ? 720 : 320} label={`Competencies of ${domain.title}`}>
          <Table verticalSpacing="xs" aria-label={`Competencies of ${domain.title}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Competency</Table.Th>
                {editable && <Table.Th scope="col">Position</Table.Th>}
                {editable && <Table.Th scope="col">Status</Table.Th>}
                <Table.Th scope="col">{editable ? 'Links' : 'Attributes'}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domain.competencies.slice(0, rowLimit).map((competency) =>
                editable ? (
                  <EditableCompetencyRow
                    key={competency.id}
                    framework={framework}
                    competency={competency}
                    domainArchived={domain.archived}
                    attributeTypes={attributeTypes}
                    added={added.competency.has(competency.id)}
                  />
                ) : (
                  <Table.Tr key={competency.id} id={competencyRowId(competency.id)} tabIndex={-1}>
                    <Table.Td>{competency.title}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={paths.manageAttributes(framework, competency.id)}
                        size="sm"
                        aria-label={`Attributes of ${competency.title}`}
                      >
                        Attributes
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ),
              )}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
      {editable && (
        <>
          <AddCompetenciesModal
            framework={framework}
            domain={domain}
            opened={adding}
            onClose={() => setAdding(false)}
          />
          <OrderModal
            opened={ordering}
            onClose={() => setOrdering(false)}
            title={`Change order of the competencies of ${domain.title}`}
            items={domain.competencies}
            orderEtag={domain.competencyOrder}
            onSave={async (ids, ifMatch) => {
              try {
                await orderCompetencies.mutateAsync({ domainId: domain.id, body: { ids }, ifMatch });
                return true;
              } catch {
                return false;
              }
            }}
          />
        </>
      )}
    </Paper>
  );
}
