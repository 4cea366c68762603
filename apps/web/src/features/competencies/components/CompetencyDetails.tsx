import type { CompetencyDetail } from '@hub/domain';
import { Anchor, Badge, Group, List, Stack, Tabs, Text, Title, Typography } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isBlankHtml } from '../../../lib/format';
import { groupAttributesByType } from '../logic';
import { RelatedCompetencies } from './RelatedCompetencies';

/**
 * The competency details page body: the competency title (h1), its framework version and domain,
 * its attributes grouped by attribute type (in attribute-type order, archived ones hidden, 'No {type}
 * attributes' for an empty type) and 'Competency derived from:' with the server-sanitised HTML of
 * `mappedOtherCompetency` ('No data available' when blank).
 * With `training` (frameworks that have training resources), the attributes and the training resources
 * are two tabs, 'Competency attributes' and 'Training resources'; the second opens (and scrolls into
 * view) when `openTraining` is set (`?scroll=true` or `#vf-tabs__section--2`).
 * Source: docs/features/browsing.md §4; docs/features/original-hub.md (rich text sanitised on the server).
 * @param detail the competency details from the API
 * @param training the training resources list of this competency, or undefined for no tabs
 * @param openTraining open the training tab first
 */
export function CompetencyDetails({
  detail,
  training,
  openTraining = false,
}: {
  detail: CompetencyDetail;
  training?: ReactNode;
  openTraining?: boolean;
}) {
  const { framework, version, domain, competency, attributeTypes } = detail;
  const groups = groupAttributesByType(competency.attributes, attributeTypes);
  const [tab, setTab] = useState<string>(openTraining ? 'training' : 'attributes');
  const trainingRef = useRef<HTMLDivElement>(null);
  const hasTraining = training !== undefined;
  // Open and scroll to the training tab once, when it appears (the list arrives after the competency).
  const opened = useRef(false);
  useEffect(() => {
    if (!openTraining || !hasTraining || opened.current) return;
    opened.current = true;
    setTab('training');
    requestAnimationFrame(() => trainingRef.current?.scrollIntoView({ block: 'start' }));
  }, [openTraining, hasTraining]);
  const attributesSection = (
    <>
      <section aria-labelledby="attributes-heading">
        <Title order={2} id="attributes-heading" mb="sm">
          Competency attributes
        </Title>
        {groups.every((group) => group.attributes.length === 0) ? (
          // Said once, not as one empty section per attribute type (docs/features/browsing.md §7).
          <Text>No attributes have been recorded for this competency.</Text>
        ) : (
          <Stack gap="md">
            {groups.map((group) => (
              <div key={group.type}>
                <Title order={3} mb={4}>
                  {group.type}
                </Title>
                {group.attributes.length === 0 ? (
                  <Text>No {group.type} attributes</Text>
                ) : (
                  <List spacing={4}>
                    {group.attributes.map((attribute) => (
                      <List.Item key={attribute.id}>{attribute.title}</List.Item>
                    ))}
                  </List>
                )}
              </div>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="derived-heading">
        <Title order={2} id="derived-heading" mb="sm">
          Competency derived from:
        </Title>
        {isBlankHtml(competency.mappedOtherCompetency) ? (
          <Text>No data available</Text>
        ) : (
          // Sanitised with an allow-list on the server before storage (docs/features/original-hub.md).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
          <Typography dangerouslySetInnerHTML={{ __html: competency.mappedOtherCompetency }} />
        )}
      </section>
      <RelatedCompetencies detail={detail} />
    </>
  );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{competency.title}</Title>
        <Group gap="xs">
          <Badge color="blue.9" tt="none">
            {framework.title} {version.number}
          </Badge>
          {competency.archived && (
            <Badge color="gray.8" tt="none">
              Archived
            </Badge>
          )}
        </Group>
        {domain.group ? (
          // The level above domains (ADR 0046), e.g. DIRECT's competency domain.
          <Text>
            Domain group: <strong>{domain.group.title}</strong>
          </Text>
        ) : null}
        <Text>
          Domain: <strong>{domain.title}</strong>
          {competency.code ? ` · Competency ${competency.code}` : ''}
        </Text>
        <Text>
          <Anchor component={Link} to={paths.frameworkCompetencies(framework.machineName, version.number)}>
            All competencies of {framework.title} {version.number}
          </Anchor>
        </Text>
      </Stack>

      {training ? (
        <Tabs value={tab} onChange={(value) => setTab(value ?? 'attributes')} keepMounted={false}>
          <Tabs.List aria-label="Competency sections">
            <Tabs.Tab value="attributes" id="vf-tabs__tab--1">
              Competency attributes
            </Tabs.Tab>
            <Tabs.Tab value="training" id="vf-tabs__tab--2">
              Training resources
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="attributes" pt="lg">
            <Stack gap="lg">{attributesSection}</Stack>
          </Tabs.Panel>
          <Tabs.Panel value="training" pt="lg">
            <div id="vf-tabs__section--2" ref={trainingRef}>
              <Title order={2} mb="sm">
                Training resources
              </Title>
              {training}
            </div>
          </Tabs.Panel>
        </Tabs>
      ) : (
        attributesSection
      )}
    </Stack>
  );
}
