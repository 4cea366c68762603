import {
  type Competency,
  type Domain,
  type ExpertiseLevel,
  type GuestMappingEntry,
  groupDomains,
  hasDomainGroups,
} from '@hub/domain';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { GuestMapCompetency } from './GuestMapCompetency';

type Handlers = {
  onLevel: (competency: Competency, level: ExpertiseLevel | null) => void;
  onAttribute: (competency: Competency, attributeId: number, checked: boolean) => void;
};

function DomainSection({
  domain,
  grouped,
  byCompetency,
  levels,
  handlers,
}: {
  domain: Domain;
  grouped: boolean;
  byCompetency: Map<string, GuestMappingEntry>;
  levels: readonly ExpertiseLevel[];
  handlers: Handlers;
}) {
  return (
    <section aria-labelledby={`domain-${domain.id}`}>
      <Title order={grouped ? 3 : 2} id={`domain-${domain.id}`} size={grouped ? 'h4' : 'h3'} mb="sm">
        {domain.title}
      </Title>
      <Stack gap="sm">
        {domain.competencies.map((competency) => (
          <GuestMapCompetency
            key={competency.id}
            competency={competency}
            entry={byCompetency.get(String(competency.id))}
            levels={levels}
            headingOrder={grouped ? 4 : 3}
            {...handlers}
          />
        ))}
      </Stack>
    </section>
  );
}

/**
 * The guest mapping's domains and competencies. A framework with domain groups (ADR 0046) shows each group
 * as a heading with 'Collapse'/'Expand' (aria-expanded) over its domains, with its rated count; a collapsed
 * group's ratings stay in the mapping. Others list their domains as before.
 * @param domains the domains to show (already filtered); @param byCompetency the ratings by competency id
 */
export function GuestMapDomains({
  domains,
  byCompetency,
  levels,
  onLevel,
  onAttribute,
}: {
  domains: readonly Domain[];
  byCompetency: Map<string, GuestMappingEntry>;
  levels: readonly ExpertiseLevel[];
} & Handlers) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const handlers = { onLevel, onAttribute };
  if (!hasDomainGroups(domains)) {
    return domains.map((domain) => (
      <DomainSection
        key={domain.id}
        domain={domain}
        grouped={false}
        byCompetency={byCompetency}
        levels={levels}
        handlers={handlers}
      />
    ));
  }
  const toggle = (title: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });
  return groupDomains(domains).map((run, i) => {
    const title = run.group?.title ?? 'Other domains';
    const competencies = run.domains.flatMap((d) => d.competencies);
    const rated = competencies.filter((c) => byCompetency.has(String(c.id))).length;
    const open = !collapsed.has(title);
    const panel = `domain-group-panel-${i}`;
    return (
      <section key={title} aria-labelledby={`domain-group-${i}`}>
        <Title order={2} size="h3" id={`domain-group-${i}`}>
          {title}
        </Title>
        <Text size="sm" mt={4}>
          {rated} of {competencies.length} rated
        </Text>
        <Button
          mt="xs"
          size="xs"
          variant="default"
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${title}`}
          onClick={() => toggle(title)}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
        {open && (
          <Stack gap="lg" mt="md" id={panel}>
            {run.domains.map((domain) => (
              <DomainSection
                key={domain.id}
                domain={domain}
                grouped
                byCompetency={byCompetency}
                levels={levels}
                handlers={handlers}
              />
            ))}
          </Stack>
        )}
      </section>
    );
  });
}
