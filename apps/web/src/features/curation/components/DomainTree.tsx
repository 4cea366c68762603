import type { ManageAttributeType, ManageDomain } from '@hub/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { fieldMessage } from '../api/curation-mutation';
import { useCreateDomains, useOrderDomains } from '../api/manage';
import { filterTree, firstMatch, searchSummary, type TreeMatch } from '../tree-search';
import { DeferredSection } from './DeferredSection';
import { competencyRowId, DomainSection, domainAnchorId } from './DomainSection';
import { LinesModal } from './LinesModal';
import { OrderModal } from './OrderModal';

/** Above this many competencies shown, domains after the first render as they come into view. */
const LARGE_FRAMEWORK = 300;

/**
 * In a large framework, the competency rows a domain renders at once (about two screens); the rest of
 * the domain follows in a transition (ADR 0019: the screen shows its first domain in under 2 s).
 */
const FIRST_ROWS = 25;

/** Empty state of a version without domains (docs/features/curation.md §4). */
export const NO_DOMAINS_MESSAGE = 'No data found. You may start by adding domains.';

/**
 * The domains and competencies of the manage screen (docs/features/curation.md §4, §8; ADR 0019): a search box
 * that filters domains and competencies as one types (deferred, so typing never waits for the tree; the
 * number of matches in a live region) and on Enter scrolls to the first match and focuses it; 'Add
 * domains' and 'Change order' of domains (draft only); one section per domain, those of a large
 * framework rendering as they come near the viewport.
 * @param framework machine name; @param domains the domains shown (ordered); @param editable draft shown
 * @param attributeTypes the framework's types; @param domainOrder the domains' order etag
 */
export function DomainTree({
  framework,
  domains,
  editable,
  attributeTypes,
  domainOrder,
}: {
  framework: string;
  domains: ManageDomain[];
  editable: boolean;
  attributeTypes: readonly ManageAttributeType[];
  domainOrder: string;
}) {
  const createDomains = useCreateDomains(framework);
  const orderDomains = useOrderDomains(framework);
  const [addingDomains, setAddingDomains] = useState(false);
  const [orderingDomains, setOrderingDomains] = useState(false);
  const [typed, setTyped] = useState('');
  const query = useDeferredValue(typed);
  const shown = useMemo(() => filterTree(domains, query), [domains, query]);
  const [jump, setJump] = useState<TreeMatch | null>(null);
  // Large is the framework, not the matches: a search's matches spread over every domain would
  // otherwise all render at once (ADR 0019).
  const large = domains.reduce((sum, domain) => sum + domain.competencies.length, 0) > LARGE_FRAMEWORK;

  // Enter: scroll to the match and move the focus there. A competency in a domain not rendered yet
  // (a large framework's, away from the viewport) is waited for, its domain's placeholder scrolled to.
  useEffect(() => {
    if (!jump) return;
    let frame = 0;
    let tries = 0;
    const find = () => {
      const id = jump.kind === 'domain' ? domainAnchorId(jump.id) : competencyRowId(jump.id);
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
        setJump(null);
        return;
      }
      if (jump.kind === 'competency' && tries === 0) {
        document.getElementById(domainAnchorId(jump.domainId))?.scrollIntoView({ block: 'start' });
      }
      tries += 1;
      if (tries < 300) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [jump]);

  return (
    <section aria-labelledby="domains-heading">
      <Title order={2} size="h3" id="domains-heading" mb="sm">
        Domains and competencies
      </Title>
      {/* The search box first, so the keyboard reaches it right after the tabs. */}
      <Group justify="space-between" align="flex-end" mb="md" wrap="wrap">
        {domains.length > 0 && (
          <Stack gap={4} miw={280} style={{ flex: '1 1 280px' }} maw={480}>
            <TextInput
              type="search"
              label="Search domains and competencies"
              description="Shows the domains and competencies whose title contains this text; Enter goes to the first"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                setJump(firstMatch(domains, typed));
              }}
            />
            {/* The number of matches, announced as the search changes (as on the visitor list). */}
            <Text role="status" size="sm" id="tree-search-status">
              {searchSummary(shown, query)}
            </Text>
          </Stack>
        )}
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
          {shown.map((domain, index) => {
            const section = (
              <DomainSection
                key={domain.id}
                framework={framework}
                domain={domain}
                editable={editable}
                attributeTypes={attributeTypes}
                firstRows={large ? FIRST_ROWS : undefined}
              />
            );
            // A large framework renders its domains as they scroll into view (ADR 0019).
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
            orderEtag={domainOrder}
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
    </section>
  );
}
