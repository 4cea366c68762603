import type { ManageFrameworkView } from '@hub/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fieldMessage } from '../api/curation-mutation';
import { useCreateDomains, useOrderDomains } from '../api/manage';
import { visibleDomains } from '../logic';
import { CreateCompetencyForm } from './CreateCompetencyForm';
import { DeferredSection } from './DeferredSection';
import { DiscardDraftPanel } from './DiscardDraftPanel';
import { DomainSection, domainAnchorId } from './DomainSection';
import { DraftHistoryPanel } from './DraftHistoryPanel';
import { DraftImportPanel } from './DraftImportPanel';
import { FrameworkDetailsPanel } from './FrameworkDetailsPanel';
import { ExtensionBanner, VersionTags } from './FrameworkTags';
import { LinesModal } from './LinesModal';
import { OrderModal } from './OrderModal';
import { PublisherForm } from './PublisherForm';
import { CreateDraftPanel, ReleaseControls } from './ReleaseControls';
import { VersionHistory } from './VersionHistory';

/** Above this many competencies, domains after the first render as they come into view. */
const LARGE_FRAMEWORK = 300;

/**
 * In a large framework, the competency rows a domain renders at once (about two screens); the rest of
 * the domain follows in a transition (issue #11 §3: the screen shows its first domain in under 2 s).
 */
const FIRST_ROWS = 25;

/** Empty state of a version without domains (curation spec §2.6). */
export const NO_DOMAINS_MESSAGE = 'No data found. You may start by adding domains.';

/** Delay before scrolling to the domain named in the address (curation spec §9: about 100 ms). */
export const SCROLL_DELAY_MS = 100;

/**
 * The manage framework screen body (curation spec §2.6, §2.9, §2.10, §4): framework name (h1), version
 * and status tags, the extension banner, release controls and release notes (draft) or 'Create draft'
 * (read-only or no version), a link to the attribute types and expertise levels, the version list,
 * the create-competency form, 'Add domains' and 'Change order' of domains (draft only), and one
 * section per domain. Which controls show follows the view's `can` (the server's rules; ADR 0035). With
 * `scrollToDomain` the page scrolls to that domain about 100 ms after load.
 * @param view the manage view; @param scrollToDomain domain id from the address, if any
 */
export function ManageFrameworkPage({
  view,
  scrollToDomain,
}: {
  view: ManageFrameworkView;
  scrollToDomain?: number;
}) {
  const framework = view.framework.machineName;
  // What the server says this user may do here now (ADR 0035): edit and release a draft, or create one.
  const { can } = view;
  const editable = can.edit;
  const domains = visibleDomains(view.domains, editable);
  const large = domains.reduce((sum, domain) => sum + domain.competencies.length, 0) > LARGE_FRAMEWORK;
  const createDomains = useCreateDomains(framework);
  const orderDomains = useOrderDomains(framework);
  const [addingDomains, setAddingDomains] = useState(false);
  const [orderingDomains, setOrderingDomains] = useState(false);

  useEffect(() => {
    if (scrollToDomain === undefined) return;
    const timer = window.setTimeout(() => {
      document.getElementById(domainAnchorId(scrollToDomain))?.scrollIntoView({ block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollToDomain]);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" fw={600} c="gray.7">
          Manage framework
        </Text>
        <Title order={1}>{view.framework.title}</Title>
        <VersionTags version={view.version} />
      </Stack>
      <ExtensionBanner framework={view.framework} />
      {can.release && view.version ? (
        <ReleaseControls
          key={view.version.id}
          framework={framework}
          draft={view.version}
          currentLiveVersion={view.currentLiveVersion}
        />
      ) : (
        can.createDraft && <CreateDraftPanel framework={framework} view={view} />
      )}
      {can.discardDraft && view.version && (
        <DiscardDraftPanel
          framework={framework}
          liveVersion={view.currentLiveVersion}
          draftRevision={view.version.revision}
        />
      )}
      {editable && <DraftHistoryPanel framework={framework} />}
      {editable && <DraftImportPanel framework={framework} />}
      <FrameworkDetailsPanel view={view} />
      <Text>
        <Anchor component={Link} to={paths.manageTypesAndLevels(framework)}>
          Attribute types and expertise levels
        </Anchor>
      </Text>
      <VersionHistory framework={framework} title={view.framework.title} versions={view.liveVersions} />
      <PublisherForm framework={framework} />
      {editable && <CreateCompetencyForm framework={framework} domains={domains} />}
      {view.version && (
        <section aria-labelledby="domains-heading">
          <Group justify="space-between" mb="sm" wrap="wrap">
            <Title order={2} size="h3" id="domains-heading">
              Domains and competencies
            </Title>
            {editable && (
              <Group gap="sm">
                {domains.length > 1 && (
                  <Button
                    variant="default"
                    onClick={() => setOrderingDomains(true)}
                    aria-label="Change order of the domains"
                  >
                    Change order
                  </Button>
                )}
                <Button onClick={() => setAddingDomains(true)}>Add domains</Button>
              </Group>
            )}
          </Group>
          {domains.length === 0 ? (
            <Text>{NO_DOMAINS_MESSAGE}</Text>
          ) : (
            <Stack gap="md">
              {domains.map((domain, index) => {
                const section = (
                  <DomainSection
                    key={domain.id}
                    framework={framework}
                    domain={domain}
                    editable={editable}
                    attributeTypes={view.attributeTypes}
                    firstRows={large ? FIRST_ROWS : undefined}
                  />
                );
                // A large framework renders its domains as they scroll into view (issue #11 §3).
                if (!large || index === 0) return section;
                return (
                  <DeferredSection
                    key={domain.id}
                    id={domainAnchorId(domain.id)}
                    estimatedHeight={120 + 56 * domain.competencies.length}
                    label={`Domain ${domain.title}`}
                  >
                    {section}
                  </DeferredSection>
                );
              })}
            </Stack>
          )}
        </section>
      )}
      {editable && (
        <>
          <LinesModal
            opened={addingDomains}
            onClose={() => setAddingDomains(false)}
            title="Add domains"
            label="Domains"
            submitLabel="Add domains"
            onSubmit={async (titles) => {
              try {
                await createDomains.mutateAsync({ titles });
                return true;
              } catch (error) {
                return fieldMessage(error, 'titles');
              }
            }}
          />
          <OrderModal
            opened={orderingDomains}
            onClose={() => setOrderingDomains(false)}
            title="Change order of the domains"
            items={domains}
            orderEtag={view.domainOrder}
            onSave={async (ids, ifMatch) => {
              try {
                await orderDomains.mutateAsync({ ids, ifMatch });
                return true;
              } catch {
                return false;
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}
