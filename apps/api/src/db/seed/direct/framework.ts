/**
 * The DIRECT framework file (docs/adr/0046-direct-three-levels.md): a DIRECT competency domain becomes a
 * domain group, a DIRECT competency a hub domain, a DIRECT skill a hub competency whose attributes are its
 * description and the tools, languages and methodologies that demonstrate it; related skills become
 * `isRelatedTo` relations by lineage uuid; `rank` orders siblings; the five skill levels become the
 * expertise levels. A pure function of the CSV texts.
 */
import { assignLineageUuids } from '@hub/domain';
import {
  byRank,
  bySlug,
  type CsvRow,
  cell,
  type DirectCsvTexts,
  parseCsv,
  resolve,
  slugList,
} from './csv.js';
import {
  DIRECT_ATTRIBUTE_TYPES,
  DIRECT_AUTHORS,
  DIRECT_CITATION_TITLE,
  DIRECT_FRAMEWORK_SOURCE,
  DIRECT_MACHINE_NAME,
  DIRECT_PROFILES_SOURCE,
  DIRECT_RELATION,
  DIRECT_VERSION,
} from './provenance.js';

type Attribute = { type: string; title: string };
type Competency = {
  title: string;
  mapped_other_competency: string;
  attributes: Attribute[];
  relations?: { relation: string; target: string }[];
};
type Domain = {
  title: string;
  description: string;
  group: { title: string; description: string };
  competencies: Competency[];
};

const toolType = (kind: string): string => {
  if (kind === 'tool') return DIRECT_ATTRIBUTE_TYPES.tool;
  if (kind === 'language') return DIRECT_ATTRIBUTE_TYPES.language;
  if (kind === 'methodology') return DIRECT_ATTRIBUTE_TYPES.methodology;
  throw new Error(`tool_language_methodology.csv: unknown kind "${kind}"`);
};

/** The expertise levels: name, and description = both paragraphs, the short description and the focus. */
function expertiseLevels(rows: CsvRow[]) {
  return rows
    .map((r) => ({
      rating_level: Number(r.level),
      title: cell(r.name),
      description: [
        cell(r.description),
        cell(r.short_description),
        cell(r.focus) && `Focus: ${cell(r.focus)}`,
      ]
        .filter((p) => p !== '')
        .join('\n\n'),
    }))
    .sort((a, b) => a.rating_level - b.rating_level);
}

/**
 * Builds the framework file object of DIRECT 2.0.0 from its CSV texts; `profilesLicence` (the sample
 * profiles' BSD notice) is quoted in 'About this data', as that licence asks.
 * @throws Error when a slug does not resolve or a needed column is missing
 */
export function buildDirectFramework(csv: DirectCsvTexts, profilesLicence: string) {
  const groups = parseCsv('competency_domain', csv.competency_domain, [
    'name',
    'description',
    'slug',
    'rank',
  ]);
  const competencies = parseCsv('competency', csv.competency, [
    'name',
    'description',
    'slug',
    'competency_domain',
    'rank',
  ]);
  const skills = parseCsv('skill', csv.skill, [
    'name',
    'description',
    'slug',
    'competency',
    'tools_languages_methodologies',
    'related_skills',
    'rank',
  ]);
  const levels = parseCsv('skill_level', csv.skill_level, [
    'name',
    'description',
    'level',
    'short_description',
    'focus',
  ]);
  const tools = bySlug(
    'tool_language_methodology',
    parseCsv('tool_language_methodology', csv.tool_language_methodology, ['name', 'slug', 'kind']),
  );
  const groupIndex = bySlug('competency_domain', groups);
  const competencyIndex = bySlug('competency', competencies);
  const skillIndex = bySlug('skill', skills);
  for (const c of competencies) resolve(groupIndex, cell(c.competency_domain), `competency.csv ${c.slug}`);
  for (const s of skills) {
    resolve(competencyIndex, cell(s.competency), `skill.csv ${s.slug}`);
    for (const r of slugList(s.related_skills)) resolve(skillIndex, r, `skill.csv ${s.slug} related_skills`);
  }

  const orderedSkills: CsvRow[] = [];
  const domains: Domain[] = byRank(groups).flatMap((g) =>
    byRank(competencies.filter((c) => cell(c.competency_domain) === g.slug)).map((c) => ({
      title: cell(c.name),
      description: cell(c.description),
      group: { title: cell(g.name), description: cell(g.description) },
      competencies: byRank(skills.filter((s) => cell(s.competency) === c.slug)).map((s) => {
        orderedSkills.push(s);
        return {
          title: cell(s.name),
          mapped_other_competency: '',
          attributes: [
            ...(cell(s.description)
              ? [{ type: DIRECT_ATTRIBUTE_TYPES.description, title: cell(s.description) }]
              : []),
            ...slugList(s.tools_languages_methodologies).map((slug) => {
              const tool = resolve(tools, slug, `skill.csv ${s.slug} tools_languages_methodologies`);
              return { type: toolType(cell(tool.kind)), title: cell(tool.name) };
            }),
          ],
        };
      }),
    })),
  );

  // Related skills point at the target's lineage uuid: the one the importer derives (ADR 0009).
  const ids = assignLineageUuids(DIRECT_MACHINE_NAME, domains);
  const uuidBySlug = new Map<string, string>();
  let k = 0;
  domains.forEach((d, di) => {
    d.competencies.forEach((_, ci) => {
      uuidBySlug.set(orderedSkills[k++]?.slug as string, ids[di]?.competencies[ci]?.uuid as string);
    });
  });
  k = 0;
  for (const d of domains) {
    for (const c of d.competencies) {
      const skill = orderedSkills[k++];
      // A skill listed as related to itself (one in 2.0.0) is not a relation: left out, said in `notes`.
      const related = slugList(skill?.related_skills).filter((slug) => slug !== skill?.slug);
      if (related.length > 0) {
        c.relations = related.map((slug) => ({
          relation: DIRECT_RELATION,
          target: uuidBySlug.get(slug) as string,
        }));
      }
    }
  }

  const src = DIRECT_FRAMEWORK_SOURCE;
  return {
    machine_name: DIRECT_MACHINE_NAME,
    title: 'DIRECT',
    version: DIRECT_VERSION,
    release_date: src.date,
    description: DIRECT_CITATION_TITLE,
    category: 'Research infrastructure professionals',
    licence: 'CC BY 4.0',
    publisher: { name: 'DIRECT framework authors', url: 'https://github.com/direct-framework' },
    source: [
      `${src.repository} tag ${src.tag} = commit ${src.commit} (${src.date}), folder framework/: competency_domain.csv, competency.csv, skill.csv, skill_level.csv, tool_language_methodology.csv (CC BY 4.0, LICENSE.md; CITATION.cff)`,
      `Converted by apps/api/src/cli/convert-direct.ts (src/db/seed/direct/): ${groups.length} competency domains -> domain groups, ${competencies.length} competencies -> domains, ${skills.length} skills -> competencies, ${levels.length} skill levels -> expertise levels, ${tools.size} tools, languages and methodologies -> attributes`,
    ],
    complete: true,
    notes:
      "Modelling (ADR 0046): DIRECT rates skills, so a DIRECT skill is a hub competency, a DIRECT competency a hub domain, and a DIRECT competency domain the domain group above it (each domain carries its group's title and description). A skill's description is its 'Description' attribute; the tools, languages and methodologies that demonstrate it are attributes of type 'Tool', 'Language' and 'Methodology' (by the tool's kind), in the order the skill lists them; related skills are 'isRelatedTo' relations. Siblings are ordered by the authors' rank. Texts are the CSV cells with their edges trimmed, nothing reworded. An expertise level's description is the level's description (its technical and non-technical paragraphs), then its short description, then 'Focus: ' and its focus. Not carried: the tools' own descriptions and web addresses, the slugs (identifiers of the source files), and a related-skill link of a skill to itself ('Conflict prevention and resolution').",
    citations: [
      {
        authors: DIRECT_AUTHORS,
        title: DIRECT_CITATION_TITLE,
        year: src.date.slice(0, 4),
        url: `https://doi.org/${src.doi}`,
        note: `Version ${DIRECT_VERSION} (tag ${src.tag}), CC BY 4.0`,
      },
      {
        authors: "Adrian D'Alessandro and the DIRECT project",
        title: 'DIRECT web application: sample role profiles',
        year: DIRECT_PROFILES_SOURCE.date.slice(0, 4),
        url: DIRECT_PROFILES_SOURCE.repository,
        note: 'The three DIRECT sample profiles, BSD 3-Clause',
      },
    ],
    about: `Included: all ${groups.length} competency domains, ${competencies.length} competencies and ${skills.length} skills of DIRECT ${DIRECT_VERSION} with their descriptions, the ${levels.length} skill levels (level 0 'None or N/A' means not applicable), the tools, languages and methodologies that demonstrate each skill, and the related skills. Here a DIRECT skill is what a profile rates (a competency), a DIRECT competency groups skills (a domain), and a DIRECT competency domain groups competencies.\n\nNot included: the tools' own descriptions and web addresses. The framework's learning resources are listed as training resources, mapped to skills as the framework's authors linked them.\n\nThe reference profiles 'Research Software Engineer', 'RSE Team Lead' and 'Community Manager' are DIRECT sample profiles: illustrative role profiles written by the DIRECT project (the people in them are not real), not surveyed data. They are published under this licence:\n\n${profilesLicence.trim()}`,
    attribute_types: Object.values(DIRECT_ATTRIBUTE_TYPES),
    expertise_levels: expertiseLevels(levels),
    domains,
    profiles: [],
  };
}
