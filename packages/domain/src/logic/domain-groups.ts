/**
 * Domain groups (ADR 0046): a framework with a level above its domains (DIRECT's competency domains) gives
 * each domain its group; screens show the group as a heading over its domains. Pure helpers shared by the
 * framework page, the mapping pages and the comparison.
 */

/** A domain group as a domain carries it. */
export interface DomainGroupRef {
  title: string;
  description: string;
}

/** A run of consecutive domains of one group (`group` null: domains without a group). */
export interface DomainGroupRun<D> {
  group: DomainGroupRef | null;
  domains: D[];
}

/**
 * Splits domains, in their order, into runs of consecutive domains with the same group title.
 * @returns runs whose domains, read in order, are the input; neighbouring runs differ in group
 */
export function groupDomains<D extends { group?: DomainGroupRef }>(
  domains: readonly D[],
): DomainGroupRun<D>[] {
  const runs: DomainGroupRun<D>[] = [];
  for (const domain of domains) {
    const last = runs[runs.length - 1];
    const title = domain.group?.title ?? null;
    if (last && (last.group?.title ?? null) === title) last.domains.push(domain);
    else runs.push({ group: domain.group ?? null, domains: [domain] });
  }
  return runs;
}

/** True when at least one domain belongs to a group (the screens then show the group headings). */
export function hasDomainGroups(domains: readonly { group?: DomainGroupRef }[]): boolean {
  return domains.some((d) => d.group !== undefined);
}
