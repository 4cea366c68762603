/**
 * The DIRECT sample profiles file (docs/adr/0046-direct-three-levels.md): the web application's three
 * sample role profiles as Live reference profiles of DIRECT 2.0.0, each with its role title, persona
 * paragraphs and a level per rated skill (skills by title; a skill not listed stays not applicable),
 * labelled 'DIRECT sample profile'. A pure function of the sample JSON texts and the skill CSVs.
 */
import { cell, type DirectCsvTexts, parseCsv } from './csv.js';
import {
  DIRECT_MACHINE_NAME,
  DIRECT_PROFILES_SOURCE,
  DIRECT_SAMPLE_LABEL,
  DIRECT_VERSION,
} from './provenance.js';

/** One sample file's text by its name (`sample_profile_1.json`, …) and the LICENSE text. */
export interface DirectProfileTexts {
  samples: Record<string, string>;
  licence: string;
}

interface SampleProfile {
  role: string;
  description: string[];
  user_data: { skill: string; category: string; subcategory: string; skill_level: number }[];
}

/** The sample file names in the order of their numbers (1, 41, 59). */
const sampleOrder = (names: string[]) =>
  [...names].sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));

/**
 * Builds the profile file object of the DIRECT sample profiles.
 * @throws Error when a skill is not in skill.csv or a level is not one of skill_level.csv
 */
export function buildDirectProfiles(csv: DirectCsvTexts, texts: DirectProfileTexts) {
  const skills = new Set(parseCsv('skill', csv.skill, ['name']).map((s) => cell(s.name)));
  const levels = new Map(
    parseCsv('skill_level', csv.skill_level, ['name', 'level']).map((l) => [Number(l.level), cell(l.name)]),
  );
  const names = sampleOrder(Object.keys(texts.samples));
  const profiles = names.flatMap((name) =>
    (JSON.parse(texts.samples[name] as string) as SampleProfile[]).map((p) => ({
      title: p.role,
      job_title: p.role,
      persona: p.description,
      sample_file: name,
      mapping: p.user_data.map((m) => {
        // The skill is found by its name; the sample's category and subcategory are not used (in
        // some samples they name an older place of the skill).
        if (!skills.has(m.skill)) throw new Error(`${name}: skill "${m.skill}" is not in skill.csv`);
        const level = levels.get(m.skill_level);
        if (level === undefined) throw new Error(`${name}: unknown skill_level ${m.skill_level}`);
        return { competency_title: m.skill, level_title: level, rating_level: m.skill_level };
      }),
    })),
  );
  const src = DIRECT_PROFILES_SOURCE;
  return {
    framework: DIRECT_MACHINE_NAME,
    version: DIRECT_VERSION,
    title: 'DIRECT sample role profiles (Research Software Engineer, RSE Team Lead, Community Manager)',
    label: DIRECT_SAMPLE_LABEL,
    licence: texts.licence.trim(),
    source: [
      `${src.repository} commit ${src.commit} (${src.date}), files ${names.map((n) => `${src.folder}/${n}`).join(', ')} (BSD 3-Clause, LICENSE of the repository)`,
    ],
    citation: {
      authors: "Adrian D'Alessandro and the DIRECT project",
      title: 'DIRECT web application: sample role profiles',
      year: src.date.slice(0, 4),
      url: src.repository,
      note: "Illustrative sample profiles written by the DIRECT project (not surveyed data). BSD 3-Clause, Copyright (c) 2024, Adrian D'Alessandro.",
    },
    complete: true,
    derivation:
      "Each sample's skill_level (0-4, the scale of the framework's skill levels) is the rating of the skill of the same name; a skill a sample does not list is not rated, i.e. not applicable for the role. Skills are found by name; the samples' category and subcategory (in a few entries an older place of the skill) are not used. The persona paragraphs are the sample's description, verbatim.",
    notes:
      'The people in the persona texts are illustrative characters written by the DIRECT project, not real people; shown as DIRECT sample profiles, never as surveyed reference data.',
    profiles,
  };
}
