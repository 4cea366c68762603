/**
 * CTDL-ASN export of a released version (docs/features/interchange-files.md §1; docs/features/interchange-files.md §4): one JSON-LD
 * `@graph` with the `ceasn:CompetencyFramework` (name, description, language, licence, publication status,
 * `ceterms:versionIdentifier`, previous/next/latest version links, top children), a `ceasn:Competency` for
 * every domain group (ADR 0046), domain, competency and attribute (`ceasn:competencyCategory` 'Domain
 * group', 'Domain', 'Competency' or the attribute
 * type, hierarchy through isTopChildOf/isChildOf/hasChild, `ceasn:listID` for sibling order,
 * `ceasn:codedNotation`), and the expertise levels as an `asn:ProgressionModel` of `asn:ProgressionLevel`s
 * (`ceasn:inProgressionModel`, `ceterms:precedes`/`ceterms:precededBy`). An extension's framework is
 * `ceasn:derivedFrom` its core version's framework node (ADR 0043). The framework and the progression
 * model name their publisher and creator as an agent node: the framework's owner from its metadata
 * (`publisher_name`, `publisher_url`, `publisher_ctid`; identified by CTID or web page, ADR 0044), or, when none is recorded, the hub itself as publisher only;
 * `ceasn:publisherName` is a language map of lists, as CTDL-ASN defines it. CTIDs are `ce-` + the stable public ids (publicItemId), so the same input gives the same graph.
 */
import {
  LICENCE_URLS,
  publicDerivedId,
  publicItemId,
  publisherIdentityMissing,
  withoutArchived,
} from '@hub/domain';
import { absoluteUri } from '../../config.js';
import type { VersionContentModel } from '../frameworks/index.js';

export const CTDL_CONTEXT = 'https://credreg.net/ctdlasn/schema/context/json';
const PUBLISHED = 'http://credreg.net/ctdlasn/vocabs/publicationStatus/Published';

/** Path of a version's CTDL-ASN graph (also its `@id`). */
export const ctdlPath = (machineName: string, number: string) =>
  `/api/v1/frameworks/${encodeURIComponent(machineName)}/versions/${encodeURIComponent(number)}/ctdl-asn`;

const en = (text: string) => ({ en: text });

/** The Credential Registry's URI of a resource by its CTID. */
const registryUri = (ctid: string) => `https://credentialengineregistry.org/resources/${ctid}`;

/**
 * The publisher (and creator) agent of a framework's graph: its owner as recorded, identified as the
 * Credential Registry needs it (ADR 0044): `@id` = the registry URI of its CTID, else its web page, else a
 * node of this graph; `ceterms:ctid` and `ceterms:subjectWebpage` when known, and when neither is recorded a
 * `ceterms:description` that says so. Without an owner, the hub (publisher only, no creator).
 */
function publisherAgent(
  fw: VersionContentModel['detail']['framework'],
  graphId: string,
  publicUrl: string,
): { node: Record<string, unknown>; name: string; isOwner: boolean } {
  if (!fw.publisherName) {
    const hub = absoluteUri(publicUrl, '/');
    return {
      name: 'Competency Hub',
      isOwner: false,
      node: {
        '@id': hub,
        '@type': 'ceterms:CredentialOrganization',
        'ceterms:name': en('Competency Hub'),
        'ceterms:subjectWebpage': hub,
      },
    };
  }
  const ctid = fw.publisherCtid;
  const url = fw.publisherUrl;
  const missing = publisherIdentityMissing({ url, ctid });
  return {
    name: fw.publisherName,
    isOwner: true,
    node: {
      '@id': ctid ? registryUri(ctid) : (url ?? `${graphId}#publisher`),
      '@type': 'ceterms:CredentialOrganization',
      'ceterms:name': en(fw.publisherName),
      ...(ctid ? { 'ceterms:ctid': ctid } : {}),
      ...(url ? { 'ceterms:subjectWebpage': url } : {}),
      ...(missing.length > 0
        ? {
            'ceterms:description': en(
              `Named only: this hub records no ${missing.join(' and no ')} of this organisation, which the ` +
                'Credential Registry needs to identify it.',
            ),
          }
        : {}),
    },
  };
}

/**
 * Builds the CTDL-ASN graph of one released version.
 * @param previous the released version before it (or null); @param next the one after it (or null)
 * @param latest the framework's newest released version number
 */
export function buildCtdlAsn(
  model: VersionContentModel,
  neighbours: { previous: VersionContentModel | null; next: VersionContentModel | null },
  publicUrl: string,
): Record<string, unknown> {
  const fw = model.detail.framework;
  const version = model.version;
  const graphUri = (v: VersionContentModel['version']) =>
    absoluteUri(publicUrl, ctdlPath(fw.machineName, v.number));
  const graphId = graphUri(version);
  const frameworkId = (v: VersionContentModel['version']) => `${graphUri(v)}#ce-${v.uuid}`;
  const nodeId = (ctid: string) => `${graphId}#${ctid}`;
  const frameworkNodeId = frameworkId(version);
  const latest = model.detail.liveVersions[0];
  const agent = publisherAgent(fw, graphId, publicUrl);
  const agentId = agent.node['@id'] as string;
  const publishedBy = {
    'ceasn:publisher': [agentId],
    'ceasn:publisherName': { en: [agent.name] },
    ...(agent.isOwner ? { 'ceasn:creator': [agentId] } : {}),
  };

  const competencies: Record<string, unknown>[] = [];
  const topChildren: string[] = [];
  const addCompetency = (
    lineage: string,
    text: string,
    category: string,
    code: string | null,
    index: number,
    parent: string | null,
  ): { id: string; node: Record<string, unknown> } => {
    const ctid = `ce-${publicItemId(version.uuid, lineage)}`;
    const id = nodeId(ctid);
    const node: Record<string, unknown> = {
      '@id': id,
      '@type': 'ceasn:Competency',
      'ceterms:ctid': ctid,
      'ceasn:competencyText': en(text),
      'ceasn:competencyCategory': en(category),
      'ceasn:inLanguage': ['en'],
      'ceasn:isPartOf': frameworkNodeId,
      ...(parent ? { 'ceasn:isChildOf': [parent] } : { 'ceasn:isTopChildOf': frameworkNodeId }),
      ...(code ? { 'ceasn:codedNotation': code } : {}),
      'ceasn:listID': String(index + 1),
    };
    competencies.push(node);
    return { id, node };
  };
  // A domain group (ADR 0046) is a competency between the framework and its domains (category 'Domain
  // group'); its lineage is derived from the framework and the group's title, as in the CASE export.
  const groups = new Map<string, { id: string; node: Record<string, unknown>; children: string[] }>();
  const groupOf = (group: { title: string; description: string }) => {
    let found = groups.get(group.title);
    if (!found) {
      const lineage = publicDerivedId(['domain-group', fw.machineName, group.title]);
      const added = addCompetency(lineage, group.title, 'Domain group', null, groups.size, null);
      if (group.description) added.node['ceasn:comment'] = { en: [group.description] };
      topChildren.push(added.id);
      found = { ...added, children: [] };
      groups.set(group.title, found);
    }
    return found;
  };
  withoutArchived(model.domains).forEach((d, di) => {
    const group = d.group ? groupOf(d.group) : null;
    const domain = addCompetency(
      d.uuid,
      d.title,
      'Domain',
      d.code,
      group ? group.children.length : di,
      group ? group.id : null,
    );
    if (d.description) domain.node['ceasn:comment'] = { en: [d.description] };
    if (group) {
      group.children.push(domain.id);
      group.node['ceasn:hasChild'] = group.children;
    } else topChildren.push(domain.id);
    const domainChildren: string[] = [];
    d.competencies.forEach((c, ci) => {
      const competency = addCompetency(c.uuid, c.title, 'Competency', c.code, ci, domain.id);
      domainChildren.push(competency.id);
      const attributeIds = c.attributes.map(
        (a, ai) => addCompetency(a.uuid, a.title, a.attributeType.title, null, ai, competency.id).id,
      );
      if (attributeIds.length > 0) competency.node['ceasn:hasChild'] = attributeIds;
    });
    if (domainChildren.length > 0) domain.node['ceasn:hasChild'] = domainChildren;
  });

  const levels = [...model.expertiseLevels].sort((a, b) => a.ratingLevel - b.ratingLevel);
  const scale: Record<string, unknown>[] = [];
  if (levels.length > 0) {
    const modelCtid = `ce-${publicDerivedId(['progression-model', version.uuid])}`;
    const modelId = nodeId(modelCtid);
    const levelIds = levels.map((l) =>
      nodeId(`ce-${publicDerivedId(['progression-level', version.uuid, l.uuid])}`),
    );
    scale.push({
      '@id': modelId,
      '@type': 'asn:ProgressionModel',
      'ceterms:ctid': modelCtid,
      'ceasn:name': en(`${fw.title} expertise levels`),
      'ceasn:description': en(
        `The expertise levels on which ${fw.title} ${version.number} rates competencies.`,
      ),
      'ceasn:inLanguage': ['en'],
      ...publishedBy,
      'ceasn:publicationStatusType': PUBLISHED,
      'skos:hasTopConcept': levelIds,
    });
    levels.forEach((l, i) => {
      const id = levelIds[i] as string;
      scale.push({
        '@id': id,
        '@type': 'asn:ProgressionLevel',
        'ceterms:ctid': id.slice(id.indexOf('#') + 1),
        'skos:prefLabel': en(l.title),
        ...(l.description ? { 'skos:definition': en(l.description) } : {}),
        'skos:notation': String(l.ratingLevel),
        'ceasn:inProgressionModel': modelId,
        'skos:topConceptOf': modelId,
        ...(levelIds[i + 1] ? { 'ceterms:precedes': levelIds[i + 1] } : {}),
        ...(i > 0 ? { 'ceterms:precededBy': levelIds[i - 1] } : {}),
      });
    });
  }

  const licence = LICENCE_URLS[fw.licence];
  const core = model.detail.core;
  const frameworkNode: Record<string, unknown> = {
    '@id': frameworkNodeId,
    '@type': 'ceasn:CompetencyFramework',
    'ceterms:ctid': `ce-${version.uuid}`,
    'ceasn:name': en(fw.title),
    'ceasn:description': en(fw.description || `${fw.title} ${version.number}`),
    'ceasn:inLanguage': ['en'],
    ...publishedBy,
    ...(licence ? { 'ceasn:license': licence } : { 'ceasn:rights': en(fw.licence) }),
    'ceasn:publicationStatusType': PUBLISHED,
    ...(version.releaseDate ? { 'ceasn:dateValidFrom': version.releaseDate } : {}),
    'ceterms:versionIdentifier': [
      { '@type': 'ceterms:IdentifierValue', 'ceterms:identifierValueCode': version.number },
    ],
    ...(neighbours.previous ? { 'ceterms:previousVersion': frameworkId(neighbours.previous.version) } : {}),
    ...(neighbours.next ? { 'ceterms:nextVersion': frameworkId(neighbours.next.version) } : {}),
    ...(latest && latest.id !== version.id ? { 'ceterms:latestVersion': frameworkId(latest) } : {}),
    ...(core && model.coreVersionUuid
      ? {
          // An extension is derived from its core version ('modified … through extension'; ADR 0043).
          'ceasn:derivedFrom': [
            `${absoluteUri(publicUrl, ctdlPath(core.framework.machineName, core.versionNumber))}#ce-${model.coreVersionUuid}`,
          ],
        }
      : {}),
    'ceasn:hasTopChild': topChildren,
  };
  return {
    '@context': CTDL_CONTEXT,
    '@id': graphId,
    '@graph': [frameworkNode, ...competencies, ...scale, agent.node],
  };
}
