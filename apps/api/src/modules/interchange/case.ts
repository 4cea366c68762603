/**
 * CASE 1.1 (and 1.0) export of released versions (docs/features/interchange-files.md §1; reference notes: docs/features/interchange-files.md §3). One CFDocument per released version (identifier = the version uuid); CFItems for its
 * domains, competencies and attributes (CFItemType 'Domain', 'Competency' or the attribute type, with
 * CFItemTypeURI), each identified by publicItemId(version uuid, lineage uuid), so the same input always
 * gives the same UUIDs; `isChildOf` associations with `sequenceNumber`; `replacedBy` (and `exactMatchOf`
 * when the text is unchanged) from each item to its successor in the next released version, found by
 * lineage; the licence as a CFLicense; in CASE 1.1, `extensions` carry the hub's lineage uuid of each item
 * and the framework's machine name and category, so a hub reads its own packages back losslessly
 * (case-import.ts). The expertise levels are a CFRubric (one criterion, a level per expertise level:
 * quality = title, score = rating). In CASE 1.1 archived items are kept with `extensions.status: 'archived'`
 * (and `statusEndDate` = the release date when known), so a hub → CASE → hub transfer keeps them; CASE 1.0
 * has no extensions, so its packages leave them out. `lastChangeDateTime` is the release date (midnight
 * UTC; the shipped versions carry their sources' publication dates), or, for a version released without a
 * date, the Unix epoch: never the local time of an import, so every installation serves the same package
 * (ADR 0023). The framework's owner is the CFDocument's `publisher`; an extension's core version is an
 * `isPartOf` association from the core version's CFDocument to this one (and, in 1.1,
 * `extensions.extendsFramework`), which case-import.ts restores (ADR 0043). Rubric criteria and levels
 * carry `rubricCriterionId` and URIs of their own (the rubric's URI with their identifier as fragment);
 * 1.1 level extensions are a list, as the 1.1 schema types them. Reference profiles are not exported.
 */
import { LICENCE_URLS, publicDerivedId, publicItemId, withoutArchived } from '@hub/domain';
import { absoluteUri } from '../../config.js';
import type { VersionContentModel } from '../frameworks/index.js';
import { expertiseRubric } from './case-rubric.js';

export type {
  CaseVersion,
  CfAssociation,
  CfDocument,
  CfItem,
  CfPackage,
  CfRubric,
  CfRubricCriterionLevel,
  LinkUri,
} from './case-types.js';

import type { CaseVersion, CfAssociation, CfDocument, CfItem, CfPackage, LinkUri } from './case-types.js';

/** Where the CASE endpoints live under the public base URL. */
export const caseBasePath = (caseVersion: CaseVersion) => `/ims/case/${caseVersion}`;

/** A version's node as the next version's lookup needs it. */
interface Successor {
  identifier: string;
  title: string;
  uri: string;
}

/**
 * Builds the CFPackage of one released version.
 * @param model the version (getVersionContent)
 * @param next the next released version of the same framework (its model), or null for the newest
 * @param publicUrl the hub's canonical base URL (PUBLIC_URL)
 */
export function buildCasePackage(
  model: VersionContentModel,
  next: VersionContentModel | null,
  publicUrl: string,
  caseVersion: CaseVersion,
): CfPackage {
  const v11 = caseVersion === 'v1p1';
  const base = caseBasePath(caseVersion);
  const uri = (kind: string, id: string) => absoluteUri(publicUrl, `${base}/${kind}/${id}`);
  const fw = model.detail.framework;
  const version = model.version;
  const changed = caseDateTime(version.releaseDate);
  const docId = version.uuid;
  const docLink: LinkUri = { title: fw.title, identifier: docId, uri: uri('CFDocuments', docId) };
  const licenceId = publicDerivedId(['licence', fw.licence]);
  const licenseURI = { title: fw.licence, identifier: licenceId, uri: uri('CFLicenses', licenceId) };

  const itemTypes = new Map<string, CfPackage['CFDefinitions']['CFItemTypes'][number]>();
  const itemType = (title: string, description: string, hierarchyCode: string, key: string) => {
    const identifier = publicDerivedId(['item-type', key]);
    if (!itemTypes.has(identifier)) {
      itemTypes.set(identifier, {
        identifier,
        uri: uri('CFItemTypes', identifier),
        title,
        description,
        hierarchyCode,
        lastChangeDateTime: changed,
      });
    }
    return { title, identifier, uri: uri('CFItemTypes', identifier) };
  };
  const domainType = itemType('Domain', 'A group of related competencies', '1', 'domain');
  const groupType = () => itemType('Domain group', 'A group of related domains', '0', 'domain-group');
  const competencyType = itemType(
    'Competency',
    'An observable ability integrating knowledge, skills and attitudes',
    '2',
    'competency',
  );

  const items: CfItem[] = [];
  const associations: CfAssociation[] = [];
  const links = new Map<string, LinkUri>();
  const addItem = (
    lineage: string,
    title: string,
    code: string | null,
    index: number,
    type: LinkUri,
    archived = false,
    notes = '',
  ): LinkUri => {
    const identifier = publicItemId(version.uuid, lineage);
    const status = archived ? ({ status: 'archived' } as const) : {};
    items.push({
      identifier,
      uri: uri('CFItems', identifier),
      fullStatement: title,
      ...(code ? { humanCodingScheme: code } : {}),
      listEnumeration: String(index + 1),
      CFItemType: type.title,
      CFItemTypeURI: type,
      language: 'en',
      lastChangeDateTime: changed,
      ...(archived && version.releaseDate ? { statusEndDate: version.releaseDate } : {}),
      ...(notes ? { notes } : {}),
      ...(v11 ? { extensions: { lineageUuid: lineage, ...status } } : {}),
    });
    const link = { title, identifier, uri: uri('CFItems', identifier) };
    links.set(lineage, link);
    return link;
  };
  const associate = (type: string, origin: LinkUri, destination: LinkUri, sequenceNumber?: number) => {
    const identifier = publicDerivedId(['association', type, origin.identifier, destination.identifier]);
    const target = v11 ? { targetType: 'CASE' } : {};
    associations.push({
      identifier,
      uri: uri('CFAssociations', identifier),
      associationType: type,
      ...(sequenceNumber === undefined ? {} : { sequenceNumber }),
      originNodeURI: { ...origin, ...target },
      destinationNodeURI: { ...destination, ...target },
      lastChangeDateTime: changed,
    });
  };

  // CASE 1.1 keeps archived items (flagged); CASE 1.0 has no slot for the flag, so it leaves them out.
  // A domain group (ADR 0046) is an item between the document and its domains; its lineage is derived
  // from the framework and the group's title, the same in every version that keeps the group.
  const groups = new Map<string, { link: LinkUri; children: number }>();
  const parentOf = (d: VersionContentModel['domains'][number], di: number) => {
    if (!d.group) return { parent: docLink, sequence: di + 1 };
    let group = groups.get(d.group.title);
    if (!group) {
      const lineage = publicDerivedId(['domain-group', fw.machineName, d.group.title]);
      const link = addItem(
        lineage,
        d.group.title,
        null,
        groups.size,
        groupType(),
        false,
        d.group.description,
      );
      associate('isChildOf', link, docLink, groups.size + 1);
      group = { link, children: 0 };
      groups.set(d.group.title, group);
    }
    group.children += 1;
    return { parent: group.link, sequence: group.children };
  };
  (v11 ? model.domains : withoutArchived(model.domains)).forEach((d, di) => {
    const { parent, sequence } = parentOf(d, di);
    const domainLink = addItem(d.uuid, d.title, d.code, sequence - 1, domainType, d.archived, d.description);
    associate('isChildOf', domainLink, parent, sequence);
    d.competencies.forEach((c, ci) => {
      const competencyLink = addItem(c.uuid, c.title, c.code, ci, competencyType, d.archived || c.archived);
      associate('isChildOf', competencyLink, domainLink, ci + 1);
      c.attributes.forEach((a, ai) => {
        const type = itemType(
          a.attributeType.title,
          `${a.attributeType.title} attribute`,
          '3',
          a.attributeType.uuid,
        );
        const archived = d.archived || c.archived || a.archived;
        const attributeLink = addItem(a.uuid, a.title, null, ai, type, archived);
        associate('isChildOf', attributeLink, competencyLink, ai + 1);
      });
    });
  });

  // Relations between competencies outside the tree (kept from a CASE import), as their associations.
  for (const r of model.relations ?? []) {
    const origin = links.get(r.originUuid);
    const destination = links.get(r.targetUuid);
    if (origin && destination) associate(r.relation, origin, destination);
  }

  // An extension: its core version's document is part of this one (ADR 0043).
  const core = model.detail.core;
  if (core && model.coreVersionUuid) {
    const coreDoc = {
      title: core.framework.title,
      identifier: model.coreVersionUuid,
      uri: uri('CFDocuments', model.coreVersionUuid),
    };
    associate('isPartOf', coreDoc, docLink);
  }

  if (next) {
    const successors = new Map<string, Successor>();
    const nextUri = (id: string) => uri('CFItems', id);
    const remember = (lineage: string, title: string) => {
      const identifier = publicItemId(next.version.uuid, lineage);
      successors.set(lineage, { identifier, title, uri: nextUri(identifier) });
    };
    for (const d of withoutArchived(next.domains)) {
      remember(d.uuid, d.title);
      for (const c of d.competencies) {
        remember(c.uuid, c.title);
        for (const a of c.attributes) remember(a.uuid, a.title);
      }
    }
    for (const [lineage, origin] of links) {
      const successor = successors.get(lineage);
      if (!successor) continue;
      const destination = { title: successor.title, identifier: successor.identifier, uri: successor.uri };
      associate('replacedBy', origin, destination);
      if (successor.title === origin.title) associate('exactMatchOf', origin, destination);
    }
  }

  const document: CfDocument = {
    identifier: docId,
    uri: docLink.uri,
    creator: fw.title,
    title: fw.title,
    lastChangeDateTime: changed,
    ...(fw.publisherName ? { publisher: fw.publisherName } : {}),
    description: fw.description,
    version: version.number,
    adoptionStatus: next ? 'Deprecated' : 'Adopted',
    ...(version.releaseDate ? { statusStartDate: version.releaseDate } : {}),
    language: 'en',
    licenseURI,
    ...(version.releaseNotes ? { notes: version.releaseNotes } : {}),
    ...(v11
      ? {
          caseVersion: '1.1' as const,
          frameworkType: 'CompetencyFramework',
          extensions: {
            machineName: fw.machineName,
            category: fw.category,
            ...(core && model.coreVersionUuid
              ? {
                  extendsFramework: {
                    machineName: core.framework.machineName,
                    version: core.versionNumber,
                    identifier: model.coreVersionUuid,
                  },
                }
              : {}),
          },
        }
      : {}),
  };
  const rubric = expertiseRubric(model, uri, changed, v11);
  return {
    CFDocument: document,
    CFItems: items,
    CFAssociations: associations,
    ...(rubric ? { CFRubrics: [rubric] } : {}),
    CFDefinitions: {
      CFItemTypes: [...itemTypes.values()],
      CFLicenses: [
        {
          identifier: licenceId,
          uri: licenseURI.uri,
          title: fw.licence,
          licenseText: LICENCE_URLS[fw.licence] ?? fw.licence,
          lastChangeDateTime: changed,
        },
      ],
    },
  };
}

/** A CASE date-time from a release date (midnight UTC); the Unix epoch for a version without one. */
export function caseDateTime(releaseDate: string | null): string {
  return `${releaseDate ?? '1970-01-01'}T00:00:00+00:00`;
}

/** The standalone form of a package's document (with CFPackageURI), as `/CFDocuments` serves it. */
export function standaloneDocument(pkg: CfPackage, publicUrl: string, caseVersion: CaseVersion): CfDocument {
  const id = pkg.CFDocument.identifier;
  return {
    ...pkg.CFDocument,
    CFPackageURI: {
      title: pkg.CFDocument.title,
      identifier: id,
      uri: absoluteUri(publicUrl, `${caseBasePath(caseVersion)}/CFPackages/${id}`),
    },
  };
}

/** The document link that standalone items and associations carry. */
export function documentLink(pkg: CfPackage): LinkUri {
  return { title: pkg.CFDocument.title, identifier: pkg.CFDocument.identifier, uri: pkg.CFDocument.uri };
}
