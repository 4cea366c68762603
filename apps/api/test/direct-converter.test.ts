/**
 * The DIRECT converter (ADR 0046): a pure function from the shared CSV texts to the shipped files' texts.
 * On the shared data, when present beside the repository, it gives the committed files byte for byte;
 * always, it gives the same bytes twice and refuses a slug that does not resolve.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertDirect, DIRECT_OUTPUT_FILES } from '../src/db/seed/direct/convert.js';
import { findSharedData, readDirectInputs } from '../src/db/seed/direct/read.js';
import { shippedDataDir } from '../src/db/seed/shipped.js';

const apiRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = (key: keyof typeof DIRECT_OUTPUT_FILES) =>
  readFileSync(path.join(shippedDataDir, DIRECT_OUTPUT_FILES[key]), 'utf8');

/** A tiny DIRECT: one competency domain, competency and skill with one tool, level and resource. */
const tiny = {
  csv: {
    competency_domain: 'name,description,slug,rank\nGroup,Group text,g,10\n',
    competency: 'name,description,slug,competency_domain,rank\nComp,Comp text,c,g,10\n',
    skill:
      'name,description,slug,competency,tools_languages_methodologies,learning_resources,related_skills,rank\n' +
      'Skill A,Does A ,a,c,t,r,b,20\nSkill B,Does B,b,c,,,,10\n',
    skill_level: 'name,description,level,short_description,focus\nNone or N/A,Not applicable,0,None,\n',
    learning_resource: 'name,slug,language,url,provider,description\nRes,r,en|cy,https://example.org/r,p,\n',
    provider: 'name,slug,url,ror,description\nProv,p,https://example.org,,\n',
    tool_language_methodology: 'name,description,slug,kind,url,learning_resources\nTool T,,t,tool,,\n',
  },
  profiles: {
    samples: {
      'sample_profile_2.json': JSON.stringify([
        { role: 'Tester', description: ['Para'], user_data: [{ skill: 'Skill A', skill_level: 0 }] },
      ]),
    },
    licence: 'BSD',
  },
};

describe('DIRECT converter', () => {
  it('orders by rank, keeps every text, links related skills and resources, and is deterministic', () => {
    const first = convertDirect(tiny.csv, tiny.profiles);
    expect(convertDirect(tiny.csv, tiny.profiles)).toEqual(first);
    const framework = JSON.parse(first.framework);
    const domain = framework.domains[0];
    expect(domain).toMatchObject({
      title: 'Comp',
      description: 'Comp text',
      group: { title: 'Group', description: 'Group text' },
    });
    expect(domain.competencies.map((c: { title: string }) => c.title)).toEqual(['Skill B', 'Skill A']);
    expect(domain.competencies[1].attributes).toEqual([
      { type: 'Description', title: 'Does A' },
      { type: 'Tool', title: 'Tool T' },
    ]);
    expect(domain.competencies[1].relations).toHaveLength(1);
    expect(domain.competencies[1].relations[0].relation).toBe('isRelatedTo');
    const training = JSON.parse(first.training);
    expect(training[0]).toMatchObject({
      title: 'Res',
      organisers: 'Prov',
      language: ['en', 'cy'],
      mapped_by: 'framework-authors',
      competencies: [{ framework: 'direct', version: '2.0.0', title: 'Skill A' }],
    });
  });

  it('refuses a skill that names a tool the framework does not list', () => {
    const csv = {
      ...tiny.csv,
      tool_language_methodology: 'name,description,slug,kind,url,learning_resources\n',
    };
    expect(() => convertDirect(csv, tiny.profiles)).toThrow(/unknown slug "t"/);
  });

  it('gives the committed seed files byte for byte from the shared DIRECT data, when present', async () => {
    const shared = findSharedData(apiRoot);
    // A fresh clone has no shared data: then the committed files are what is checked (they parse).
    if (shared === null) {
      for (const key of Object.keys(DIRECT_OUTPUT_FILES) as (keyof typeof DIRECT_OUTPUT_FILES)[]) {
        expect(() => JSON.parse(committed(key))).not.toThrow();
      }
      return;
    }
    const { csv, profiles } = await readDirectInputs(shared);
    const texts = convertDirect(csv, profiles);
    expect(texts.framework).toBe(committed('framework'));
    expect(texts.profiles).toBe(committed('profiles'));
    expect(texts.training).toBe(committed('training'));
  });
});
