import type { ManageFrameworkView } from '@hub/domain';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { visibleDomains } from '../logic';
import { ColleagueChangesNotice } from './ColleagueChangesNotice';
import { CreateCompetencyForm } from './CreateCompetencyForm';
import { DiscardDraftPanel } from './DiscardDraftPanel';
import { domainAnchorId } from './DomainSection';
import { DomainTree } from './DomainTree';
import { DraftHistoryPanel } from './DraftHistoryPanel';
import { DraftImportPanel } from './DraftImportPanel';
import { FrameworkDetailsPanel } from './FrameworkDetailsPanel';
import { ExtensionBanner, VersionTags } from './FrameworkTags';
import { PublisherForm } from './PublisherForm';
import { CreateDraftPanel, ReleaseControls } from './ReleaseControls';
import { RenumberCodesButton } from './RenumberCodesButton';
import { VersionHistory } from './VersionHistory';
import { WorkingCopyExport } from './WorkingCopyExport';

/** Delay before scrolling to the domain named in the address (docs/features/curation.md §15: about 100 ms). */
export const SCROLL_DELAY_MS = 100;

/** The screen's tabs: the tree first, the tools behind the others. */
const TABS = ['tree', 'release', 'history', 'add', 'details'] as const;
type Tab = (typeof TABS)[number];

/**
 * The manage framework screen body (docs/features/curation.md §4, §7, §8, §10; ADR 0019, addendum 'a manage
 * screen that scales'): framework name (h1), version and status tags, the extension banner and the link to
 * the attribute types and expertise levels, then tabs whose first shows the domains and competencies
 * with their search box (`DomainTree`), so the tree is reached in a few Tab stops whatever the
 * framework's size; the others hold the tools: 'Release' (release controls and notes of a draft, or
 * 'Create draft'; 'Discard draft'), 'History' (the draft's changes, the version list), 'Add and import'
 * (create a competency, import into the draft, export it as a working copy; ADR 0059) and 'Details' (framework details, publisher). Which controls show follows the view's `can` (ADR 0035). With
 * `scrollToDomain` the page scrolls to that domain about 100 ms after load. When the tab regains focus, a
 * notice says if colleagues changed the draft since the view was read, with 'Reload' (ADR 0066).
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
  const releaseTab =
    (can.release && !!view.version) || can.createDraft || (can.discardDraft && !!view.version);
  const available = (tab: string): tab is Tab =>
    (TABS as readonly string[]).includes(tab) &&
    (tab !== 'release' || releaseTab) &&
    (tab !== 'add' || editable);
  // Without a version there is no tree: the screen opens on 'Create draft'.
  const [asked, setAsked] = useState<string>(() => (view.version || !releaseTab ? 'tree' : 'release'));
  const tab: Tab = available(asked) ? asked : 'tree';
  // A tool tab renders once first opened and then stays (its typed text survives a tab switch); until
  // then its forms, lists and their reads cost the tree's first paint nothing (ADR 0060).
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  const opened = (which: Tab) => which === tab || visited.has(which);

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
        <Text size="sm">
          <Anchor component={Link} to={paths.manageTypesAndLevels(framework)}>
            Attribute types and expertise levels
          </Anchor>
        </Text>
      </Stack>
      <ExtensionBanner framework={view.framework} />
      {editable && <ColleagueChangesNotice framework={framework} draftEtag={view.draftEtag} />}
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = value ?? 'tree';
          setAsked(next);
          if (available(next)) setVisited((seen) => new Set(seen).add(next));
        }}
      >
        <Tabs.List aria-label="Manage framework">
          <Tabs.Tab value="tree">Domains and competencies</Tabs.Tab>
          {releaseTab && <Tabs.Tab value="release">Release</Tabs.Tab>}
          <Tabs.Tab value="history">History</Tabs.Tab>
          {editable && <Tabs.Tab value="add">Add and import</Tabs.Tab>}
          <Tabs.Tab value="details">Details</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tree" pt="md">
          {view.version ? (
            <DomainTree
              framework={framework}
              domains={domains}
              editable={editable}
              attributeTypes={view.attributeTypes}
              domainOrder={view.domainOrder}
            />
          ) : (
            <Text>No version yet.</Text>
          )}
          {editable && view.version && (
            <Group mt="md">
              <RenumberCodesButton framework={framework} />
            </Group>
          )}
        </Tabs.Panel>
        {releaseTab && (
          <Tabs.Panel value="release" pt="md">
            {opened('release') && (
              <Stack gap="lg">
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
                    draftEtag={view.draftEtag}
                  />
                )}
              </Stack>
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="history" pt="md">
          {opened('history') && (
            <Stack gap="lg">
              {editable && <DraftHistoryPanel framework={framework} />}
              <VersionHistory
                framework={framework}
                title={view.framework.title}
                versions={view.liveVersions}
              />
            </Stack>
          )}
        </Tabs.Panel>
        {editable && (
          <Tabs.Panel value="add" pt="md">
            {opened('add') && (
              <Stack gap="lg">
                <CreateCompetencyForm framework={framework} domains={domains} />
                <DraftImportPanel framework={framework} />
                <WorkingCopyExport framework={framework} />
              </Stack>
            )}
          </Tabs.Panel>
        )}
        <Tabs.Panel value="details" pt="md">
          {opened('details') && (
            <Stack gap="lg">
              <FrameworkDetailsPanel view={view} />
              <PublisherForm framework={framework} />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
