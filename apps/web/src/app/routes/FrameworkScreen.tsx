import type { FrameworkVersionContent } from '@hub/domain';
import { Anchor, Divider, Stack, Tabs, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { FRAMEWORK_TABS, type FrameworkTab, paths } from '../../config/paths';
import { ExportPanel } from '../../features/export/components/ExportPanel';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { CompetencyBrowser } from '../../features/frameworks/components/CompetencyBrowser';
import { ExtensionsList } from '../../features/frameworks/components/ExtensionsList';
import { FrameworkHeader } from '../../features/frameworks/components/FrameworkHeader';
import { SourcesSection } from '../../features/frameworks/components/SourcesSection';
import { VersionsList } from '../../features/frameworks/components/VersionsList';
import { ProfileManagerActions } from '../../features/profile-curation/components/ProfileManagerActions';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

const TAB_LABELS: Record<FrameworkTab, string> = {
  competencies: 'Competencies',
  'export-framework': 'Export',
};

/** True when `value` names a framework-page tab. */
function isFrameworkTab(value: string): value is FrameworkTab {
  return (FRAMEWORK_TABS as readonly string[]).includes(value);
}

/** Tabs that have data: Competencies when the version (or its core) has domains; Export always. */
function availableTabs(content: FrameworkVersionContent): FrameworkTab[] {
  const hasDomains = content.domains.some((d) => !d.archived) || content.coreDomains.some((d) => !d.archived);
  return hasDomains ? ['competencies', 'export-framework'] : ['export-framework'];
}

/** The loaded framework page: header, tabs following the URL, sources, export link, extensions, versions. */
function FrameworkPage({
  content,
  requestedTab,
}: {
  content: FrameworkVersionContent;
  requestedTab: FrameworkTab;
}) {
  const navigate = useNavigate();
  const { framework, version } = content;
  const tabs = availableTabs(content);
  const active = tabs.includes(requestedTab) ? requestedTab : (tabs[0] as FrameworkTab);
  const tabPath = (tab: FrameworkTab) =>
    tab === 'competencies'
      ? paths.frameworkCompetencies(framework.machineName, version.number)
      : paths.exportFramework(framework.machineName, version.number);

  return (
    <Stack gap="xl">
      <FrameworkHeader content={content} />
      <ProfileManagerActions framework={framework.machineName} version={version.number} />
      {!tabs.includes('competencies') && (
        <Text>No competencies of this version have been published in the hub yet.</Text>
      )}
      <Tabs
        value={active}
        onChange={(value) => {
          if (value && isFrameworkTab(value)) navigate(tabPath(value), { preventScrollReset: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={`${framework.title} ${version.number} sections`}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.includes('competencies') && (
          <Tabs.Panel value="competencies" pt="lg">
            <CompetencyBrowser
              framework={framework.machineName}
              version={version.number}
              domains={content.domains}
              core={
                framework.extends
                  ? {
                      machineName: framework.extends.machineName,
                      title: framework.extends.title,
                      version: framework.extends.version,
                      domains: content.coreDomains,
                    }
                  : undefined
              }
            />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="export-framework" pt="lg">
          <ExportPanel framework={framework.machineName} version={version.number} title={framework.title} />
        </Tabs.Panel>
      </Tabs>
      <Divider />
      <Text>
        <Anchor component={Link} to={paths.exportFramework(framework.machineName, version.number)} fw={600}>
          Export framework
        </Anchor>{' '}
        to download this version as a CSV file.
      </Text>
      <SourcesSection sources={content.sources} />
      <ExtensionsList extensions={framework.extensions} />
      <VersionsList
        framework={framework.machineName}
        title={framework.title}
        versions={framework.versions}
        currentVersion={version.number}
      />
    </Stack>
  );
}

/**
 * Framework page `/framework/:framework/:version[/:tab]`: the open tab follows the address
 * (competencies by default, export-framework for the export); 'Fetching data...' while loading, an
 * error view with retry, and the not-found page for an unknown framework, version or tab.
 * Spec: visitor-features.md §2 Framework page, Export.
 */
export function Component() {
  const { framework = '', version = '', tab = 'competencies' } = useParams();
  const query = useFrameworkVersion(framework, version);
  const content = query.data;
  const validTab = isFrameworkTab(tab);
  const name = content ? `${content.framework.title} ${content.version.number}` : undefined;
  useDocumentMeta(
    !validTab || isNotFoundError(query.error)
      ? 'Page not found'
      : name && tab === 'export-framework'
        ? `Export framework – ${name}`
        : name,
    content?.framework.description,
  );
  if (!validTab) return <NotFoundView />;
  return (
    <QueryState
      query={query}
      notFoundMessage="This framework or version does not exist in the Competency Hub."
    >
      {(data) => <FrameworkPage content={data} requestedTab={tab} />}
    </QueryState>
  );
}
