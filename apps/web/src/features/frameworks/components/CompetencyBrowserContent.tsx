import { type Domain, filterCompetencies, groupDomains, hasDomainGroups } from '@hub/domain';
import { List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { PlainLink, PlainListItem, useAppLinkClicks } from '../../../components/PlainElements';
import { paths } from '../../../config/paths';
import { countCompetencies, VIRTUALISE_ABOVE } from '../logic';
import { VirtualCompetencyList } from './VirtualCompetencyList';

/**
 * One block of domains: its heading and the filtered domains. Each competency is a plain list item and
 * link (ADR 0027: a version lists dozens of them, and they are the bulk of the page to hydrate).
 */
function DomainList({
  domains,
  linkFramework,
  linkVersion,
}: {
  domains: readonly Domain[];
  linkFramework: string;
  linkVersion: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useAppLinkClicks(container);
  if (countCompetencies(domains) > VIRTUALISE_ABOVE) {
    return (
      <VirtualCompetencyList domains={domains} linkFramework={linkFramework} linkVersion={linkVersion} />
    );
  }
  const grouped = hasDomainGroups(domains);
  const domainSection = (domain: Domain) => (
    <section key={domain.id} aria-labelledby={`domain-${domain.id}`}>
      <Title order={grouped ? 5 : 4} id={`domain-${domain.id}`} mb={4}>
        {domain.title}
      </Title>
      {domain.description ? (
        <Text size="sm" mb={4}>
          {domain.description}
        </Text>
      ) : null}
      {domain.competencies.length === 0 ? (
        <Text size="sm">No competencies have been published in this domain.</Text>
      ) : (
        <List spacing={4}>
          {domain.competencies.map((competency) => (
            <PlainListItem key={competency.id}>
              <PlainLink to={paths.competencyDetails(linkFramework, linkVersion, competency.id)}>
                {competency.code ? `${competency.code}. ` : ''}
                {competency.title}
              </PlainLink>
            </PlainListItem>
          ))}
        </List>
      )}
    </section>
  );
  if (grouped) {
    // A third level (ADR 0046): each group's heading and description over its domains.
    return (
      <Stack gap="lg" ref={container}>
        {groupDomains(domains).map((run, i) => (
          <section key={run.group?.title ?? `ungrouped-${i}`} aria-labelledby={`domain-group-${i}`}>
            <Title order={4} id={`domain-group-${i}`} mb={4}>
              {run.group?.title ?? 'Other domains'}
            </Title>
            {run.group?.description ? (
              <Text size="sm" mb="xs">
                {run.group.description}
              </Text>
            ) : null}
            <Stack gap="md" pl="md">
              {run.domains.map(domainSection)}
            </Stack>
          </section>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md" ref={container}>
      {domains.map(domainSection)}
    </Stack>
  );
}

/**
 * The Competencies tab: a 'Filter competencies' box (case-insensitive substring of the title via
 * `filterCompetencies`; archived items hidden, emptied domains dropped), the version's domains with
 * their competencies linking to the competency details page, and, for an extension, the core
 * framework's domains (labelled as such, linking to the core version). Shows 'No competencies match
 * "…"' when nothing matches, and the number of matches in a live region. Above 300 competencies the list
 * is virtualised and the filter deferred (ADR 0019). Source: docs/features/browsing.md §3.
 * @param framework machine name; @param version version number
 * @param domains the version's own domains
 * @param core the core framework version and its domains, for an extension
 */
export function CompetencyBrowser({
  framework,
  version,
  domains,
  core,
}: {
  framework: string;
  version: string;
  domains: readonly Domain[];
  core?: { machineName: string; title: string; version: string; domains: readonly Domain[] };
}) {
  const [typed, setQuery] = useState('');
  // The box follows every key at once; the list filters behind it without blocking typing (ADR 0019).
  const query = useDeferredValue(typed);
  const own = useMemo(() => filterCompetencies(domains, query), [domains, query]);
  const coreDomains = useMemo(() => (core ? filterCompetencies(core.domains, query) : []), [core, query]);
  const nothing = query.trim() !== '' && own.length === 0 && coreDomains.length === 0;
  const matches = countCompetencies(own) + countCompetencies(coreDomains);
  return (
    <Stack gap="lg">
      <Title order={2}>Competencies</Title>
      <TextInput
        label="Filter competencies"
        description="Show only competencies whose title contains this text"
        value={typed}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
      />
      {/* The number of matches, announced by screen readers as the filter changes (docs/features/browsing.md §7). */}
      <Text role="status" size="sm">
        {query.trim() === ''
          ? ''
          : nothing
            ? `No competencies match "${query.trim()}"`
            : `${matches} ${matches === 1 ? 'competency matches' : 'competencies match'} "${query.trim()}"`}
      </Text>
      {nothing ? null : (
        <>
          {own.length > 0 && (
            <section aria-labelledby="own-domains-heading">
              <Title order={3} id="own-domains-heading" mb="sm">
                {core ? 'Competencies of this extension' : 'Domains'}
              </Title>
              <DomainList domains={own} linkFramework={framework} linkVersion={version} />
            </section>
          )}
          {core && coreDomains.length > 0 && (
            <section aria-labelledby="core-domains-heading">
              <Title order={3} id="core-domains-heading" mb="sm">
                From the core framework: {core.title} {core.version}
              </Title>
              <DomainList domains={coreDomains} linkFramework={core.machineName} linkVersion={core.version} />
            </section>
          )}
        </>
      )}
    </Stack>
  );
}
