/**
 * Facts about the shipped framework data (apps/api/src/db/seed/data) that the specs rely on.
 * The e2e server starts on an empty in-memory database and imports exactly these files.
 */
export const BIOEXCEL = {
  machineName: 'bioexcel',
  title: 'BioExcel',
  version: '1.0',
  path: '/framework/bioexcel/1.0',
  domains: [
    'Generic Competencies',
    'Scientific Competencies',
    'Generic Computing Competencies',
    'Parallel Computing Competencies',
  ],
  competencyCount: 31,
  attributeCount: 231,
  /** Competencies shipped without attributes (2.4: the source repeated 2.3's, so they were dropped). */
  competenciesWithoutAttributes: 1,
  /** The only competency whose title contains 'parallel' (4.3). */
  parallelCompetency: 'Write computer programs that can run on a parallel computer',
  /** A competency with attributes of every type and a comma in its title (1.1 has none; 1.2 has commas). */
  commaCompetency:
    'Comprehend and comply with professional, ethical, legal, security, and social issues and responsibilities, and uphold these in the workplace as appropriate.',
  attributeTypes: ['Knowledge', 'Skill', 'Attitude'],
} as const;

export const ISCB = { path: '/framework/iscb/3.0', v2Path: '/framework/iscb/2.0' } as const;
export const ISCB_EXTENSION = {
  title: 'ISCB core facility extension',
  path: '/framework/iscb-3.0e1/e1',
} as const;

export const CATEGORIES = [
  'Research-oriented students and professionals',
  'Research infrastructure professionals',
] as const;

/** Frameworks shipped without any live version: their home cards say their competencies are not published here. */
export const DRAFT_ONLY_FRAMEWORKS = ['CORBEL', 'ARISE', 'NHS'] as const;

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
