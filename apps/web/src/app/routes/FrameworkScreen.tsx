import type { FrameworkVersionContent } from '@hub/domain';
import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { JsonLd } from '../../components/JsonLd';
import { NotFoundView } from '../../components/NotFoundView';
import { PlainDivider } from '../../components/PlainDivider';
import { QueryState } from '../../components/QueryState';
import { FRAMEWORK_TABS, type FrameworkTab, paths } from '../../config/paths';
import { careerPathwaysQuery, useCareerPathways } from '../../features/career-pathways/api/career-pathways';
import { CareerPathwayList } from '../../features/career-pathways/components/CareerPathwayList';
import { ExportPanel } from '../../features/export/components/ExportPanel';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { CompetencyBrowser } from '../../features/frameworks/components/CompetencyBrowser';
import { ExtensionsList } from '../../features/frameworks/components/ExtensionsList';
import { FrameworkHeader } from '../../features/frameworks/components/FrameworkHeader';
import { SourcesSection } from '../../features/frameworks/components/SourcesSection';
import { VersionsList } from '../../features/frameworks/components/VersionsList';
import {
  learningPathwaysQuery,
  useLearningPathways,
} from '../../features/learning-pathways/api/learning-pathways';
import { LearningPathwaysTab } from '../../features/learning-pathways/components/LearningPathwaysTab';
import { ProfileManagerActions } from '../../features/profile-curation/components/ProfileManagerActions';
import { useReferenceProfiles } from '../../features/profiles/api/reference-api';
import { CareerProfilesTab } from '../../features/profiles/components/CareerProfilesTab';
import { FrameworkTrainingTab } from '../../features/training/components/FrameworkTrainingTab';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { journeyFrameworksQuery } from '../../lib/journey';
import { frameworkVersionQuery, referenceProfilesQuery } from '../../lib/queries';
import { usePublicUrl } from '../../lib/render-context';
import { frameworkCan, NO_CAPABILITIES, useSignedInSession } from '../../lib/session';
import { frameworkJsonLd } from '../../lib/structured-data';
import { routeParam, screenLoader } from '../route-loaders';

const TAB_LABELS: Record<FrameworkTab, string> = {
  competencies: 'Competencies',
  'career-profiles': 'Career profiles',
  'career-pathways': 'Career pathways',
  'training-resources': 'Training resources',
  'learning-pathways': 'Learning pathways',
  'export-framework': 'Export',
};

/** True when `value` names a framework-page tab. */
function isFrameworkTab(value: string): value is FrameworkTab {
  return (FRAMEWORK_TABS as readonly string[]).includes(value);
}

/** What decides which tabs are shown besides the version's content (docs/features/browsing.md §3). */
interface TabData {
  /** A user is signed in: every tab is shown. */
  signedIn: boolean;
  /** The version has at least one Live reference profile. */
  liveProfiles: boolean;
  /** Number of career pathways of the version (0 while unknown). */
  careerPathways: number;
  /** Loading the career pathways failed: the tab is shown with the error. */
  careerPathwaysFailed: boolean;
}

/**
 * Tabs shown (docs/features/browsing.md §3): Competencies when the version (or its core) has domains; Career
 * profiles when a Live profile exists; Career pathways when any exists; Training resources when any is
 * mapped to the framework (docs/features/training.md §1); Learning pathways when one is published (docs/features/browsing.md §9); all when a user is
 * signed in; Export always.
 */
function availableTabs(content: FrameworkVersionContent, data: TabData): FrameworkTab[] {
  const hasDomains = content.domains.some((d) => !d.archived) || content.coreDomains.some((d) => !d.archived);
  return FRAMEWORK_TABS.filter((tab) => {
    if (tab === 'competencies') return hasDomains;
    if (tab === 'career-profiles') return data.signedIn || data.liveProfiles;
    if (tab === 'career-pathways') {
      return data.signedIn || data.careerPathways > 0 || data.careerPathwaysFailed;
    }
    if (tab === 'training-resources') return data.signedIn || content.framework.trainingResourceCount > 0;
    if (tab === 'learning-pathways') return data.signedIn || content.framework.learningPathwayCount > 0;
    return true;
  });
}

/** The loaded framework page: header, tabs following the URL, sources, export link, extensions, versions. */
function FrameworkPage({
  content,
  requestedTab,
}: {
  content: FrameworkVersionContent;
  requestedTab: FrameworkTab;
}) {
  const { framework, version } = content;
  const session = useSignedInSession();
  const user = session?.user;
  const can = session?.can ?? NO_CAPABILITIES;
  const publicUrl = usePublicUrl();
  // Computed once per version (it derives a uuid per item): the page renders again on each tab change.
  const jsonLd = useMemo(() => frameworkJsonLd(content, publicUrl), [content, publicUrl]);
  const careerPathways = useCareerPathways(framework.machineName, version.number);
  const profiles = useReferenceProfiles(framework.machineName, version.number);
  const learningPathways = useLearningPathways(framework.machineName, requestedTab === 'learning-pathways');
  const tabs = availableTabs(content, {
    signedIn: !!user,
    liveProfiles: (profiles.data?.profiles ?? []).some((p) => p.publishingStatus === 'Live'),
    careerPathways: careerPathways.data?.pathways.length ?? 0,
    careerPathwaysFailed: !!careerPathways.error,
  });
  const waiting =
    (careerPathways.isPending && requestedTab === 'career-pathways') ||
    (profiles.isPending && requestedTab === 'career-profiles');
  const active = tabs.includes(requestedTab) || waiting ? requestedTab : (tabs[0] as FrameworkTab);
  const tabPath = (tab: FrameworkTab) =>
    tab === 'competencies'
      ? paths.frameworkCompetencies(framework.machineName, version.number)
      : tab === 'career-profiles'
        ? paths.frameworkCareerProfiles(framework.machineName, version.number)
        : tab === 'career-pathways'
          ? paths.frameworkCareerPathways(framework.machineName, version.number)
          : tab === 'training-resources'
            ? paths.frameworkTrainingResources(framework.machineName, version.number)
            : tab === 'learning-pathways'
              ? paths.frameworkLearningPathways(framework.machineName, version.number)
              : paths.exportFramework(framework.machineName, version.number);

  return (
    <Stack gap="xl">
      <JsonLd value={jsonLd} />
      <FrameworkHeader content={content} />
      <ProfileManagerActions framework={framework.machineName} version={version.number} />
      {!tabs.includes('competencies') && (
        <Text>No competencies of this version have been published in the hub yet.</Text>
      )}
      {/* Each tab is a link to its address (ADR 0027): a click before hydration, or with scripts off,
          loads that tab's page from the server; after hydration the link navigates in the app (arrow keys
          too: Mantine clicks the tab it moves to), and the open tab follows the address. */}
      <Tabs value={active} keepMounted={false}>
        <Tabs.List aria-label={`${framework.title} ${version.number} sections`}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              renderRoot={(props) => <Link {...props} to={tabPath(tab)} preventScrollReset />}
            >
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
        {tabs.includes('career-profiles') && (
          <Tabs.Panel value="career-profiles" pt="lg">
            <CareerProfilesTab
              framework={framework.machineName}
              version={version.number}
              title={framework.title}
              profiles={profiles}
            />
          </Tabs.Panel>
        )}
        {tabs.includes('career-pathways') && (
          <Tabs.Panel value="career-pathways" pt="lg">
            <QueryState query={careerPathways}>
              {(data) => (
                <CareerPathwayList
                  framework={framework.machineName}
                  version={version.number}
                  pathways={data.pathways}
                  canCreate={frameworkCan(can, framework.machineName).editCareerPathways}
                />
              )}
            </QueryState>
          </Tabs.Panel>
        )}
        {tabs.includes('training-resources') && (
          <Tabs.Panel value="training-resources" pt="lg">
            <FrameworkTrainingTab framework={framework.machineName} title={framework.title} />
          </Tabs.Panel>
        )}
        {tabs.includes('learning-pathways') && (
          <Tabs.Panel value="learning-pathways" pt="lg">
            <QueryState query={learningPathways}>
              {(data) => (
                <LearningPathwaysTab
                  framework={framework.machineName}
                  pathways={data.pathways}
                  canManage={can.manageTraining}
                />
              )}
            </QueryState>
          </Tabs.Panel>
        )}
        <Tabs.Panel value="export-framework" pt="lg">
          <ExportPanel
            framework={framework.machineName}
            version={version.number}
            title={framework.title}
            extendsVersion={framework.extends}
          />
        </Tabs.Panel>
      </Tabs>
      <PlainDivider />
      <Text>
        <Anchor component={Link} to={paths.exportFramework(framework.machineName, version.number)} fw={600}>
          Export framework
        </Anchor>{' '}
        to download this version as a CSV file.
      </Text>
      <SourcesSection sources={content.sources} version={version.number} domains={content.domains} />
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
 * (competencies by default, career-profiles, career-pathways, export-framework for the export);
 * 'Fetching data...' while loading, an
 * error view with retry, and the not-found page for an unknown framework, version or tab.
 * Source: docs/features/browsing.md §3, Export.
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
        : name && tab === 'career-profiles'
          ? `Career profiles – ${name}`
          : name && tab === 'training-resources'
            ? `Training resources – ${name}`
            : name,
    content?.framework.description,
  );
  if (!validTab) return <NotFoundView />;
  return (
    <QueryState
      page
      query={query}
      notFoundMessage="This framework or version does not exist in the Competency Hub."
    >
      {(data) => <FrameworkPage content={data} requestedTab={tab} />}
    </QueryState>
  );
}

/**
 * The framework page's loader (ADR 0068): the version's content, then its career pathways, profiles and the
 * journey's frameworks, and the open tab's reads (training list with the address's filters, learning
 * pathways, export preview).
 */
export const routeLoader = screenLoader(async (read, args) => {
  const content = await read(
    frameworkVersionQuery(routeParam(args, 'framework'), routeParam(args, 'version')),
  );
  if (!content) return;
  const framework = content.framework.machineName;
  const version = content.version.number;
  const tab = args.params.tab ?? 'competencies';
  const reads: Promise<unknown>[] = [
    read(careerPathwaysQuery(framework, version)),
    read(referenceProfilesQuery(framework, version)),
    read(journeyFrameworksQuery()),
  ];
  // The training and export tabs' reads come with those tabs' code (ADR 0055 addendum): the other tabs'
  // pages do not load them.
  if (tab === 'training-resources' && content.framework.trainingResourceCount > 0) {
    const { frameworkTrainingQuery, trainingFiltersFrom } = await import(
      '../../features/training/api/training'
    );
    const filters = trainingFiltersFrom(new URL(args.request.url).searchParams);
    reads.push(read(frameworkTrainingQuery(framework, filters)));
  }
  if (tab === 'learning-pathways') reads.push(read(learningPathwaysQuery(framework)));
  if (tab === 'export-framework') {
    // The tab's code (its read with it): one file, which the tab loads anyway.
    const { exportQuery } = await import('../../features/export/components/ExportPanelContent');
    reads.push(read(exportQuery(framework, version, [])));
  }
  await Promise.all(reads);
});
