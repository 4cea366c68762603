/**
 * Where the DIRECT data comes from (docs/adr/0046-direct-three-levels.md): the framework repository's
 * tag and commit, the sample profiles' web-application commit, and the citation of CITATION.cff. The
 * converter writes them into the shipped files' provenance; nothing here is framework content.
 */

/** The framework repository, tag and commit the CSV files were copied from (folder `framework/`). */
export const DIRECT_FRAMEWORK_SOURCE = {
  repository: 'https://github.com/direct-framework/digital-research-competencies-framework',
  tag: 'v2.0.0',
  commit: '767a619627faf2ff234704f7d8d0f321bb70bb91',
  date: '2026-04-16',
  doi: '10.5281/zenodo.19485964',
} as const;

/** The web application whose 'Roles' page publishes the three sample profiles. */
export const DIRECT_PROFILES_SOURCE = {
  repository: 'https://github.com/direct-framework/direct-webapp',
  commit: '4f5cbe7ab9a3810a65a8daa1056b310f0e502dd7',
  date: '2026-08-17',
  folder: 'main/static/assets/sample_data',
} as const;

/** The authors of CITATION.cff, in its order, as 'Family, G.'. */
export const DIRECT_AUTHORS =
  "Nenadic, A., Reed, P., Horsfall, D., Goel, A., Chadwick, E., Hogan, E., D'Alessandro, A., de Boer, L., Cooper, J., Katz, D.";

/** The title of CITATION.cff. */
export const DIRECT_CITATION_TITLE =
  'DIRECT competencies framework for digital Research Technical Professionals';

/** The machine name and version number of the framework in the hub. */
export const DIRECT_MACHINE_NAME = 'direct';
export const DIRECT_VERSION = '2.0.0';

/** The label of the three sample profiles wherever they appear (never surveyed data). */
export const DIRECT_SAMPLE_LABEL = 'DIRECT sample profile';

/** The attribute types a skill's content becomes (ADR 0046): its description and the tools by kind. */
export const DIRECT_ATTRIBUTE_TYPES = {
  description: 'Description',
  tool: 'Tool',
  language: 'Language',
  methodology: 'Methodology',
} as const;

/** The relation a DIRECT related skill becomes (a CASE association type). */
export const DIRECT_RELATION = 'isRelatedTo';

/** The prefix of a DIRECT learning resource's import key: `direct:learning-resource:<slug>`. */
export const DIRECT_RESOURCE_KEY_PREFIX = 'direct:learning-resource:';
