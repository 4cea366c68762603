/**
 * Pure rules of the guest profile screens: which domains a profile maps (an extension maps its core
 * framework's domains too), the mapping rules of docs/features/browsing.md §9, and the PDF file name of docs/features/browsing.md §11.
 */
import {
  type Competency,
  type ContentDomain,
  type Domain,
  type ExpertiseLevel,
  type FrameworkVersionContent,
  type GuestMappingEntry,
  NOT_APPLICABLE_RATING,
} from '@hub/domain';

/**
 * The domains a guest profile maps, in display order: an extension's core domains first, then its own;
 * archived domains, competencies and attributes left out, as are domains left without competencies.
 */
export function guestDomains(content: Pick<FrameworkVersionContent, 'domains' | 'coreDomains'>): Domain[] {
  return [...content.coreDomains, ...content.domains]
    .filter((domain) => !domain.archived)
    .map((domain) => ({
      ...domain,
      competencies: domain.competencies
        .filter((c) => !c.archived)
        .map((c) => ({ ...c, attributes: c.attributes.filter((a) => !a.archived) })),
    }))
    .filter((domain) => domain.competencies.length > 0);
}

/**
 * The guest domains in the shape of the shared content tree (for planProfileMove): the attribute type
 * is identified by its title, which is all a move compares.
 */
export function toContentDomains(domains: readonly Domain[]): ContentDomain[] {
  return domains.map((d) => ({
    ...d,
    competencies: d.competencies.map((c) => ({
      ...c,
      domainId: d.id,
      attributes: c.attributes.map((a) => ({
        id: a.id,
        uuid: a.uuid,
        competencyId: c.id,
        title: a.title,
        position: a.position,
        archived: a.archived,
        attributeType: { id: a.typeId, uuid: `type:${a.type}`, title: a.type },
      })),
    })),
  }));
}

/** Expertise levels that can be chosen for a competency (rating above 0), lowest first. */
export function ratedLevels(levels: readonly ExpertiseLevel[]): ExpertiseLevel[] {
  return levels
    .filter((l) => l.ratingLevel > NOT_APPLICABLE_RATING)
    .sort((a, b) => a.ratingLevel - b.ratingLevel);
}

/**
 * Spec §4 'Select a scale': choosing `level` null ('Not applicable') removes the competency from the
 * mapping (its attributes unticked); any other level adds or updates the entry and ticks all of the
 * competency's attributes. Returns a new mapping in competency order of first choice.
 */
export function chooseLevel(
  mapping: readonly GuestMappingEntry[],
  competency: Competency,
  level: ExpertiseLevel | null,
): GuestMappingEntry[] {
  const id = String(competency.id);
  if (level === null || level.ratingLevel <= NOT_APPLICABLE_RATING) {
    return mapping.filter((entry) => entry.competency !== id);
  }
  const entry: GuestMappingEntry = {
    competency: id,
    expertise: String(level.id),
    attributes: competency.attributes.map((a) => String(a.id)),
    competencyUuid: competency.uuid,
    attributeUuids: competency.attributes.map((a) => a.uuid),
    ratingLevel: level.ratingLevel,
  };
  const index = mapping.findIndex((e) => e.competency === id);
  if (index === -1) return [...mapping, entry];
  return mapping.map((e, i) => (i === index ? entry : e));
}

/**
 * Spec §4: ticking or unticking one attribute of a mapped competency. Does nothing for a competency that is
 * not mapped (its attributes are disabled). Attributes keep the competency's order.
 */
export function toggleAttribute(
  mapping: readonly GuestMappingEntry[],
  competency: Competency,
  attributeId: number,
  checked: boolean,
): GuestMappingEntry[] {
  const id = String(competency.id);
  return mapping.map((entry) => {
    if (entry.competency !== id) return entry;
    const ticked = new Set(entry.attributes);
    if (checked) ticked.add(String(attributeId));
    else ticked.delete(String(attributeId));
    const attributes = competency.attributes.filter((a) => ticked.has(String(a.id)));
    return {
      ...entry,
      attributes: attributes.map((a) => String(a.id)),
      attributeUuids: attributes.map((a) => a.uuid),
    };
  });
}

/** Rating per competency id of a (reconciled) mapping. */
export function ratingsByCompetency(mapping: readonly GuestMappingEntry[]): Map<number, number> {
  return new Map(mapping.map((entry) => [Number(entry.competency), entry.ratingLevel]));
}

/**
 * PDF file name (docs/features/browsing.md §11): the job title lower-cased with spaces as underscores, plus '.pdf'. Characters
 * that file systems refuse are dropped; an empty result becomes 'profile.pdf'.
 */
export function pdfFileName(jobTitle: string): string {
  const base = jobTitle
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '');
  return `${base || 'profile'}.pdf`;
}

/** File name of 'Save to file': the name lower-cased with underscores, e.g. 'ada_lovelace-profile.json'. */
export function profileFileName(name: string): string {
  const base = name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_-]/gu, '');
  return `${base || 'guest'}-profile.json`;
}
