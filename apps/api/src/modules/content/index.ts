/**
 * The content module's public face (ADR 0026): the shared reads of a version's content (frameworks by
 * machine name, attribute types, domains, competencies, attributes), competency relations and the one
 * loader of a version's `ContentTree`. Used by visitor, hub, export, curation and import modules.
 */
export {
  type AttributeWithTypeRow,
  findAttributes,
  findAttributesWithType,
  findAttributeTypes,
  findCompetencies,
  findDomains,
  findFrameworkByMachineName,
  findVersion,
  findVersionsOf,
  getFramework,
} from './queries.js';
export { type CompetencyRelation, copyCompetencyRelations, findCompetencyRelations } from './relations.js';
export { loadCompetencyContent, loadContentTree, loadDomainContent } from './tree-loader.js';
