/**
 * The DIRECT learning resources file (docs/adr/0046-direct-three-levels.md): each of the framework's
 * learning resources as an online training resource (title, web address, provider as organiser, language),
 * mapped to the skills that list it, exactly as the framework's authors linked them (`mapped_by`). A pure
 * function of the CSV texts; resources in file order, skills in framework order.
 */
import { byRank, bySlug, cell, type DirectCsvTexts, parseCsv, resolve, slugList } from './csv.js';
import {
  DIRECT_FRAMEWORK_SOURCE,
  DIRECT_MACHINE_NAME,
  DIRECT_RESOURCE_KEY_PREFIX,
  DIRECT_VERSION,
} from './provenance.js';

/** Who mapped a resource to its skills: the value of `mapped_by` the resource pages show. */
export const MAPPED_BY_FRAMEWORK_AUTHORS = 'framework-authors';

/**
 * Builds the training resource file (a JSON array) of the DIRECT learning resources.
 * @throws Error when a provider or learning resource slug does not resolve
 */
export function buildDirectTraining(csv: DirectCsvTexts) {
  const resources = parseCsv('learning_resource', csv.learning_resource, [
    'name',
    'slug',
    'language',
    'url',
    'provider',
    'description',
  ]);
  const providers = bySlug('provider', parseCsv('provider', csv.provider, ['name', 'slug', 'url']));
  const skills = parseCsv('skill', csv.skill, ['name', 'slug', 'competency', 'learning_resources', 'rank']);
  const competencies = parseCsv('competency', csv.competency, ['slug', 'competency_domain', 'rank']);
  const groups = parseCsv('competency_domain', csv.competency_domain, ['slug', 'rank']);
  const resourceIndex = bySlug('learning_resource', resources);

  // Skills in the framework's order (group, competency, skill rank), so each resource lists them so.
  const ordered = byRank(groups).flatMap((g) =>
    byRank(competencies.filter((c) => cell(c.competency_domain) === g.slug)).flatMap((c) =>
      byRank(skills.filter((s) => cell(s.competency) === c.slug)),
    ),
  );
  const skillsOf = new Map<string, string[]>();
  for (const s of ordered) {
    for (const slug of slugList(s.learning_resources)) {
      resolve(resourceIndex, slug, `skill.csv ${s.slug} learning_resources`);
      skillsOf.set(slug, [...(skillsOf.get(slug) ?? []), cell(s.name)]);
    }
  }
  const src = DIRECT_FRAMEWORK_SOURCE;
  return resources.map((r) => {
    const providerSlug = cell(r.provider);
    const provider = providerSlug
      ? resolve(providers, providerSlug, `learning_resource.csv ${r.slug}`)
      : undefined;
    return {
      title: cell(r.name),
      url: cell(r.url),
      type: 'Online',
      description: cell(r.description),
      start_date: null,
      end_date: null,
      location: '',
      organisers: provider ? cell(provider.name) : '',
      trainers: '',
      target_audience: '',
      learning_outcomes: '',
      keywords: '',
      language: slugList(r.language),
      import_key: `${DIRECT_RESOURCE_KEY_PREFIX}${cell(r.slug)}`,
      mapped_by: MAPPED_BY_FRAMEWORK_AUTHORS,
      provenance: `${src.repository} tag ${src.tag} = commit ${src.commit}, framework/learning_resource.csv (slug ${cell(r.slug)})`,
      competencies: (skillsOf.get(cell(r.slug)) ?? []).map((title) => ({
        framework: DIRECT_MACHINE_NAME,
        version: DIRECT_VERSION,
        title,
      })),
    };
  });
}
