/**
 * schema.org JSON-LD of framework and competency pages (docs/features/interchange-files.md §1, docs/features/browsing.md §12): a released version is a
 * `DefinedTermSet`, each competency a `DefinedTerm`. Their `@id`s are built from the stable uuids under the
 * hub's canonical base URL (`@hub/domain` public-ids: never a database number or the browser's address), and
 * `sameAs` names the same item's CASE URI, so training catalogues (Bioschemas `teaches`) and CASE consumers
 * can link them.
 */
import {
  type CompetencyDetail,
  type Competency as CompetencyDto,
  caseDocumentUri,
  caseItemUri,
  type FrameworkSummary,
  type FrameworkVersionContent,
  itemPublicId,
  LICENCE_URLS,
  trimBase,
  type VersionSummary,
  versionPublicId,
} from '@hub/domain';
import { paths } from '../config/paths';

/** The `DefinedTermSet` reference of a version, as a term names the set it belongs to. */
function definedTermSetRef(framework: FrameworkSummary, version: VersionSummary, base: string) {
  return {
    '@type': 'DefinedTermSet',
    '@id': versionPublicId(base, version.uuid),
    name: `${framework.title} ${version.number}`,
  };
}

/** A competency of a released version as a `DefinedTerm` (without `@context`). */
function definedTerm(
  framework: FrameworkSummary,
  version: VersionSummary,
  competency: CompetencyDto,
  base: string,
): Record<string, unknown> {
  const url = `${trimBase(base)}${paths.competencyDetails(framework.machineName, version.number, competency.id)}`;
  const attributes = competency.attributes.filter((a) => !a.archived).map((a) => a.title);
  return {
    '@type': 'DefinedTerm',
    '@id': itemPublicId(base, version.uuid, competency.uuid),
    identifier: competency.uuid,
    url,
    name: competency.title,
    ...(competency.code ? { termCode: competency.code } : {}),
    ...(attributes.length > 0 ? { description: attributes.join(' ') } : {}),
    sameAs: caseItemUri(base, version.uuid, competency.uuid),
  };
}

/**
 * The DefinedTermSet of a framework version page, listing its competencies (archived ones left out).
 * @param base the hub's canonical base URL (`PUBLIC_URL`), e.g. `https://hub.example.org`
 */
export function frameworkJsonLd(content: FrameworkVersionContent, base: string): Record<string, unknown> {
  const { framework, version } = content;
  const setId = versionPublicId(base, version.uuid);
  const licence = LICENCE_URLS[framework.licence];
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': setId,
    identifier: version.uuid,
    url: `${trimBase(base)}${paths.framework(framework.machineName, version.number)}`,
    name: `${framework.title} ${version.number}`,
    ...(framework.description ? { description: framework.description } : {}),
    version: version.number,
    ...(licence ? { license: licence } : {}),
    sameAs: caseDocumentUri(base, version.uuid),
    hasDefinedTerm: content.domains
      .filter((d) => !d.archived)
      .flatMap((d) =>
        d.competencies
          .filter((c) => !c.archived)
          .map((c) => ({ ...definedTerm(framework, version, c, base), inDefinedTermSet: setId })),
      ),
  };
}

/**
 * The DefinedTerm of a competency page, in its framework version's DefinedTermSet.
 * @param base the hub's canonical base URL (`PUBLIC_URL`)
 */
export function competencyJsonLd(detail: CompetencyDetail, base: string): Record<string, unknown> {
  const { framework, version, competency } = detail;
  return {
    '@context': 'https://schema.org',
    ...definedTerm(framework, version, competency, base),
    inDefinedTermSet: definedTermSetRef(framework, version, base),
  };
}
