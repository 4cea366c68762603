import { rowNumber, type TrainingResourceSummary } from '@hub/domain';
import { Anchor, Badge, List, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';

/**
 * The training resource table of a framework (spec: columns 'S. No.', 'Training resource(s)', 'Type',
 * 'Competencies'; row numbers continue across pages). Each title links to the resource page and each
 * competency to its details page; deprecated mappings are marked.
 * @param items the page's rows
 * @param page 1-based page of these rows
 * @param pageSize rows per page
 */
export function TrainingResourceTable({
  items,
  page,
  pageSize,
  caption,
}: {
  items: TrainingResourceSummary[];
  page: number;
  pageSize: number;
  caption: string;
}) {
  return (
    <WideTable minWidth={640} label={caption}>
      <Table striped withTableBorder verticalSpacing="sm">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={70}>
              S. No.
            </Table.Th>
            <Table.Th scope="col">Training resource(s)</Table.Th>
            <Table.Th scope="col" w={130}>
              Type
            </Table.Th>
            <Table.Th scope="col">Competencies</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <Table.Tr key={item.id}>
              <Table.Td>{rowNumber(page, pageSize, index)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.trainingResource(item.slug)}>
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.type}</Table.Td>
              <Table.Td>
                {item.competencies.length === 0 ? (
                  <Text c="dimmed">None</Text>
                ) : (
                  <List size="sm" spacing={2} listStyleType="none">
                    {item.competencies.map((c) => (
                      <List.Item key={`${c.framework}-${c.competencyUuid}`}>
                        <Anchor
                          component={Link}
                          to={paths.competencyDetails(c.framework, c.version, c.competencyId)}
                        >
                          {c.code ? `${c.code} ` : ''}
                          {c.title}
                        </Anchor>
                        {c.deprecated && (
                          <Badge ml={6} size="xs" color="gray.8" tt="none">
                            Deprecated
                          </Badge>
                        )}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
