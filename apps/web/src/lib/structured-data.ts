/**
 * schema.org JSON-LD of framework and competency pages (issue #9 §2): a released version is a
 * `DefinedTermSet`, each competency a `DefinedTerm`, with the page URL as `@id`, so that training
 * catalogues (Bioschemas `teaches` / `competencyRequired`) can point at them.
 */
import { type CompetencyDetail, type FrameworkVersionContent, LICENCE_URLS } from '@hub/domain';
import { paths } from '../config/paths';

/**
 * The DefinedTermSet of a framework version page, listing its competencies (archived ones left out).
 * @param origin the site origin, e.g. `https://hub.example.org`
 */
export function frameworkJsonLd(content: FrameworkVersionContent, origin: string): Record<string, unknown> {
  const { framework, version } = content;
  const setUrl = `${origin}${paths.framework(framework.machineName, version.number)}`;
  const licence = LICENCE_URLS[framework.licence];
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': setUrl,
    url: setUrl,
    name: `${framework.title} ${version.number}`,
    ...(framework.description ? { description: framework.description } : {}),
    version: version.number,
    ...(licence ? { license: licence } : {}),
    hasDefinedTerm: content.domains
      .filter((d) => !d.archived)
      .flatMap((d) =>
        d.competencies
          .filter((c) => !c.archived)
          .map((c) => {
            const url = `${origin}${paths.competencyDetails(framework.machineName, version.number, c.id)}`;
            return {
              '@type': 'DefinedTerm',
              '@id': url,
              url,
              name: c.title,
              ...(c.code ? { termCode: c.code } : {}),
              inDefinedTermSet: setUrl,
            };
          }),
      ),
  };
}

/** The DefinedTerm of a competency page, in its framework version's DefinedTermSet. */
export function competencyJsonLd(detail: CompetencyDetail, origin: string): Record<string, unknown> {
  const { framework, version, competency } = detail;
  const url = `${origin}${paths.competencyDetails(framework.machineName, version.number, competency.id)}`;
  const setUrl = `${origin}${paths.framework(framework.machineName, version.number)}`;
  const attributes = competency.attributes.filter((a) => !a.archived).map((a) => a.title);
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    '@id': url,
    url,
    name: competency.title,
    ...(competency.code ? { termCode: competency.code } : {}),
    ...(attributes.length > 0 ? { description: attributes.join(' ') } : {}),
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': setUrl,
      name: `${framework.title} ${version.number}`,
    },
  };
}
