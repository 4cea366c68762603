import { rowNumber, type TrainingResourceSummary } from '@hub/domain';
import { Badge, List, Text } from '@mantine/core';
import { useRef } from 'react';
import { PlainLink, PlainListItem, useAppLinkClicks } from '../../../components/PlainElements';
import {
  PlainTable,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '../../../components/PlainTable';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';

/**
 * The training resource table of a framework (original hub: columns 'S. No.', 'Training resource(s)', 'Type',
 * 'Competencies'; row numbers continue across pages). Each title links to the resource page and each
 * competency to its details page; deprecated mappings are marked. The table, its rows, cells and links are
 * plain elements drawn like Mantine's (ADR 0027: a page of rows holds a hundred links to hydrate; ADR 0055:
 * the page does not load Mantine's Table).
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
  const body = useRef<HTMLTableSectionElement>(null);
  useAppLinkClicks(body);
  return (
    <WideTable minWidth={640} label={caption}>
      <PlainTable withTableBorder verticalSpacing="sm">
        <caption className="visually-hidden">{caption}</caption>
        <PlainThead>
          <PlainTr striped>
            <PlainTh columnBorder={false} width={70}>
              S. No.
            </PlainTh>
            <PlainTh columnBorder={false}>Training resource(s)</PlainTh>
            <PlainTh columnBorder={false} width={130}>
              Type
            </PlainTh>
            <PlainTh columnBorder={false}>Competencies</PlainTh>
          </PlainTr>
        </PlainThead>
        <PlainTbody ref={body}>
          {items.map((item, index) => (
            <PlainTr key={item.id} striped>
              <PlainTd columnBorder={false}>{rowNumber(page, pageSize, index)}</PlainTd>
              <PlainTd columnBorder={false}>
                <PlainLink to={paths.trainingResource(item.slug)}>{item.title}</PlainLink>
              </PlainTd>
              <PlainTd columnBorder={false}>{item.type}</PlainTd>
              <PlainTd columnBorder={false}>
                {item.competencies.length === 0 ? (
                  <Text c="dimmed">None</Text>
                ) : (
                  <List size="sm" spacing={2} listStyleType="none">
                    {item.competencies.map((c) => (
                      <PlainListItem key={`${c.framework}-${c.competencyUuid}`}>
                        <PlainLink to={paths.competencyDetails(c.framework, c.version, c.competencyId)}>
                          {c.code ? `${c.code} ` : ''}
                          {c.title}
                        </PlainLink>
                        {c.deprecated && (
                          <Badge ml={6} size="xs" color="gray.8" tt="none">
                            Deprecated
                          </Badge>
                        )}
                      </PlainListItem>
                    ))}
                  </List>
                )}
              </PlainTd>
            </PlainTr>
          ))}
        </PlainTbody>
      </PlainTable>
    </WideTable>
  );
}
