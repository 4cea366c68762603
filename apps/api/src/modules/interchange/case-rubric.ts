/**
 * The CFRubric of a released version's expertise levels in its CASE package (case.ts; ADR 0043).
 */
import { publicDerivedId } from '@hub/domain';
import type { VersionContentModel } from '../frameworks/index.js';
import type { CfRubric } from './case-types.js';

/**
 * The version's expertise levels (lowest rating first) as a CFRubric, or null when it has none: one criterion,
 * a level per expertise level (quality = title, score = rating), each criterion and level with
 * `rubricCriterionId` and a URI of its own; in CASE 1.1 the level's extensions are a list (ADR 0043).
 * @param uri builds an item's URI from its endpoint kind and identifier; @param changed the version's
 *   lastChangeDateTime; @param v11 CASE 1.1 (else 1.0)
 */
export function expertiseRubric(
  model: VersionContentModel,
  uri: (kind: string, id: string) => string,
  changed: string,
  v11: boolean,
): CfRubric | null {
  const levels = [...model.expertiseLevels].sort((a, b) => a.ratingLevel - b.ratingLevel);
  if (levels.length === 0) return null;
  const fw = model.detail.framework;
  const rubricId = publicDerivedId(['case-rubric', model.version.uuid]);
  const criterionId = publicDerivedId(['case-rubric-criterion', model.version.uuid]);
  // Criteria and levels have no endpoint of their own in the REST binding: each URI is the rubric's with the
  // node's identifier as fragment, so it is its own and resolves to the rubric that holds it.
  const rubricUri = uri('CFRubrics', rubricId);
  return {
    identifier: rubricId,
    uri: rubricUri,
    title: `${fw.title} expertise levels`,
    description: `The expertise levels on which ${fw.title} ${model.version.number} rates competencies.`,
    lastChangeDateTime: changed,
    CFRubricCriteria: [
      {
        identifier: criterionId,
        uri: `${rubricUri}#${criterionId}`,
        category: 'Expertise level',
        description: 'Expertise in a competency',
        position: 1,
        rubricId,
        lastChangeDateTime: changed,
        CFRubricCriterionLevels: levels.map((l, i) => {
          const identifier = publicDerivedId(['case-rubric-level', model.version.uuid, l.uuid]);
          return {
            identifier,
            uri: `${rubricUri}#${identifier}`,
            description: l.description,
            quality: l.title,
            score: l.ratingLevel,
            position: i + 1,
            rubricCriterionId: criterionId,
            lastChangeDateTime: changed,
            ...(v11 ? { extensions: [{ expertiseLevelUuid: l.uuid }] } : {}),
          };
        }),
      },
    ],
  };
}
