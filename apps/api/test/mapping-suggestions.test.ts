/** The mapping suggestions' ranking core (ADR 0048): words, text matches, neighbours' votes, exclusions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCompetencyIndex,
  buildEvidenceIndex,
  competenciesOfTree,
  type EvidenceResource,
  resourceText,
  type SuggestionCompetency,
  suggestMappings,
} from '../src/lib/mapping-suggestions/index.js';
import { termsOf } from '../src/lib/mapping-suggestions/terms.js';

const competencies: SuggestionCompetency[] = [
  {
    uuid: 'c-md',
    code: '1.1',
    title: 'Run molecular simulations',
    context: 'Scientific competencies',
    attributes: [
      { uuid: 'a-gromacs', title: 'GROMACS', type: 'Skill' },
      { uuid: 'a-amber', title: 'Amber force fields', type: 'Knowledge' },
    ],
  },
  {
    uuid: 'c-hpc',
    code: '1.2',
    title: 'Write programs that run on a parallel computer',
    context: 'Parallel computing competencies',
    attributes: [{ uuid: 'a-mpi', title: 'MPI', type: 'Skill' }],
  },
  {
    uuid: 'c-team',
    code: '2.1',
    title: 'Function effectively in teams',
    context: 'Generic competencies',
    attributes: [],
  },
];
const index = buildCompetencyIndex(competencies);
const resource = (title: string, keywords: string[] = [], text = '') => ({ title, keywords, text });
const evidence = (id: string, title: string, competencyUuids: string[]): EvidenceResource => ({
  id,
  title,
  keywords: [],
  text: '',
  url: `https://example.org/${id}`,
  competencyUuids,
});

describe('termsOf', () => {
  it('lower-cases, drops stop words and bare numbers, and stems', () => {
    expect(termsOf('The Simulations of 2024 and a Docking')).toEqual([
      { stem: 'simul', word: 'simulations' },
      { stem: 'dock', word: 'docking' },
    ]);
  });
});

describe('resourceText', () => {
  it('reads rich-text fields as plain text', () => {
    expect(
      resourceText({ title: 'R&amp;D', keywords: ['x'], description: '<p>Molecular <b>dynamics</b></p>' }),
    ).toEqual({ title: 'R&D', keywords: ['x'], text: 'Molecular dynamics' });
  });
});

describe('competenciesOfTree', () => {
  it('leaves archived items out and gives each competency its group and domain as context', () => {
    const type = { id: 1, uuid: 't', title: 'Tool' };
    const attribute = (uuid: string, archived: boolean) => ({
      id: 1,
      uuid,
      competencyId: 1,
      title: uuid,
      position: 0,
      archived,
      attributeType: type,
    });
    const competency = (uuid: string, archived: boolean) => ({
      id: 1,
      uuid,
      domainId: 1,
      code: null,
      title: uuid,
      position: 0,
      archived,
      mappedOtherCompetency: '',
      attributes: [attribute(`${uuid}-a`, false), attribute(`${uuid}-b`, true)],
    });
    const domain = (uuid: string, archived: boolean) => ({
      id: 1,
      uuid,
      code: null,
      title: `Domain ${uuid}`,
      group: { title: 'Group', description: 'Not indexed' },
      position: 0,
      archived,
      competencies: [competency(`${uuid}-c1`, false), competency(`${uuid}-c2`, true)],
    });
    expect(competenciesOfTree([domain('d1', false), domain('d2', true)])).toEqual([
      {
        uuid: 'd1-c1',
        code: null,
        title: 'd1-c1',
        context: 'Group\nDomain d1',
        attributes: [{ uuid: 'd1-c1-a', title: 'd1-c1-a', type: 'Tool' }],
      },
    ]);
  });
});

describe('suggestMappings', () => {
  it('ranks the competency whose words match first and names the words', () => {
    const [first] = suggestMappings(index, null, resource('Molecular simulations with GROMACS'), {
      limit: 5,
    });
    expect(first).toMatchObject({ competencyUuid: 'c-md', code: '1.1', title: 'Run molecular simulations' });
    expect(first?.attributeUuid).toBeUndefined();
    expect(first?.reasons.join(' ')).toMatch(/“molecular”.*“simulations”|“simulations”.*“molecular”/);
  });

  it('suggests a matching attribute after its competency, titled with its type', () => {
    const list = suggestMappings(index, null, resource('GROMACS tutorial'), { limit: 5 });
    const competency = list.findIndex((s) => s.competencyUuid === 'c-md' && !s.attributeUuid);
    const attribute = list.findIndex((s) => s.attributeUuid === 'a-gromacs');
    expect(competency).toBeGreaterThanOrEqual(0);
    expect(attribute).toBeGreaterThan(competency);
    expect(list[attribute]).toMatchObject({
      title: 'Skill: GROMACS',
      reasons: ['Words that matched: “gromacs”'],
    });
  });

  it('lets the most similar mapped resources vote, naming them, even without a word in common', () => {
    const neighbours = buildEvidenceIndex([
      evidence('1', 'Agile retrospectives workshop', ['c-team']),
      evidence('2', 'Cooking for beginners', []),
    ]);
    const [first] = suggestMappings(index, neighbours, resource('Retrospectives for agile groups'), {
      limit: 3,
    });
    expect(first).toMatchObject({ competencyUuid: 'c-team' });
    expect(first?.reasons).toEqual([
      'Resources like this one were mapped here: “Agile retrospectives workshop”',
    ]);
  });

  it('never lets excluded evidence vote', () => {
    const neighbours = buildEvidenceIndex([evidence('1', 'Agile retrospectives workshop', ['c-team'])]);
    const list = suggestMappings(index, neighbours, resource('Retrospectives for agile groups'), {
      limit: 3,
      excludeEvidence: (id) => id === '1',
    });
    expect(list).toEqual([]);
  });

  it('leaves out what is mapped already', () => {
    const list = suggestMappings(index, null, resource('GROMACS molecular simulations'), {
      limit: 5,
      mappedCompetencyUuids: new Set(['c-md']),
      mappedAttributeUuids: new Set(['a-gromacs']),
    });
    expect(list.some((s) => s.competencyUuid === 'c-md' && !s.attributeUuid)).toBe(false);
    expect(list.some((s) => s.attributeUuid === 'a-gromacs')).toBe(false);
  });

  it('answers nothing for a resource without a meaningful word', () => {
    expect(suggestMappings(index, null, resource('The and of 2024'), { limit: 5 })).toEqual([]);
  });

  it('always answers at most `limit` suggestions, best first, scored 0-1, each with a reason', () => {
    const neighbours = buildEvidenceIndex([
      evidence('1', 'Parallel programming with MPI', ['c-hpc']),
      evidence('2', 'Team work', ['c-team', 'c-md']),
    ]);
    const words = [
      'molecular',
      'GROMACS',
      'parallel',
      'MPI',
      'team',
      'programs',
      'amber',
      'work',
      'the',
      'zebra',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { maxLength: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        (title, limit, withEvidence) => {
          const list = suggestMappings(index, withEvidence ? neighbours : null, resource(title.join(' ')), {
            limit,
          });
          expect(list.length).toBeLessThanOrEqual(limit);
          for (const [i, s] of list.entries()) {
            expect(s.score).toBeGreaterThan(0);
            expect(s.score).toBeLessThanOrEqual(1);
            expect(s.reasons.length).toBeGreaterThan(0);
            if (i > 0) expect(s.score).toBeLessThanOrEqual(list[i - 1]?.score ?? 1);
          }
        },
      ),
    );
  });
});
