/**
 * The CASE 1.1 / 1.0 shapes the hub publishes (case.ts builds them; ADR 0023, 0043).
 */
/** CASE 1.1, or 1.0 (no caseVersion, frameworkType, notes on associations or targetType). */
export type CaseVersion = 'v1p0' | 'v1p1';

export interface LinkUri {
  title: string;
  identifier: string;
  uri: string;
  targetType?: string;
}

export interface CfItem {
  identifier: string;
  uri: string;
  fullStatement: string;
  humanCodingScheme?: string;
  listEnumeration: string;
  CFItemType: string;
  CFItemTypeURI: LinkUri;
  language: string;
  lastChangeDateTime: string;
  statusEndDate?: string;
  /** The item's description: a domain's or a domain group's (ADR 0046). */
  notes?: string;
  /**
   * CASE 1.1 only: the hub's lineage uuid, so that an import keeps the item's identity across versions, and
   * `status: 'archived'` for an archived item.
   */
  extensions?: { lineageUuid: string; status?: 'archived' };
  CFDocumentURI?: LinkUri;
}

export interface CfAssociation {
  identifier: string;
  uri: string;
  associationType: string;
  sequenceNumber?: number;
  originNodeURI: LinkUri;
  destinationNodeURI: LinkUri;
  lastChangeDateTime: string;
  CFDocumentURI?: LinkUri;
}

export interface CfDocument {
  identifier: string;
  uri: string;
  creator: string;
  title: string;
  lastChangeDateTime: string;
  /** The framework's owner (`framework.publisher_name`), when known (ADR 0043). */
  publisher?: string;
  description: string;
  version: string;
  adoptionStatus: 'Adopted' | 'Deprecated';
  statusStartDate?: string;
  language: string;
  licenseURI: LinkUri;
  notes?: string;
  caseVersion?: '1.1';
  frameworkType?: string;
  /**
   * CASE 1.1 only: the hub's machine name and category of the framework (for a hub-to-hub import), and for an
   * extension the framework and version it extends (ADR 0043).
   */
  extensions?: {
    machineName: string;
    category: string;
    extendsFramework?: { machineName: string; version: string; identifier: string };
  };
  CFPackageURI?: LinkUri;
}

/** A level of the expertise-level rubric. */
export interface CfRubricCriterionLevel {
  identifier: string;
  uri: string;
  description: string;
  quality: string;
  score: number;
  position: number;
  rubricCriterionId: string;
  lastChangeDateTime: string;
  /**
   * CASE 1.1 only: the hub's expertise level uuid, so that an import keeps the level's identity (a list: the
   * 1.1 schema types `CFRubricCriterionLevel.extensions` as an array).
   */
  extensions?: { expertiseLevelUuid: string }[];
}

/** The version's expertise levels as a rubric with one criterion. */
export interface CfRubric {
  identifier: string;
  uri: string;
  title: string;
  description: string;
  lastChangeDateTime: string;
  CFRubricCriteria: {
    identifier: string;
    uri: string;
    category: string;
    description: string;
    position: number;
    rubricId: string;
    lastChangeDateTime: string;
    CFRubricCriterionLevels: CfRubricCriterionLevel[];
  }[];
}

export interface CfPackage {
  CFDocument: CfDocument;
  CFItems: CfItem[];
  CFAssociations: CfAssociation[];
  CFRubrics?: CfRubric[];
  CFDefinitions: {
    CFItemTypes: {
      identifier: string;
      uri: string;
      title: string;
      description: string;
      hierarchyCode: string;
      lastChangeDateTime: string;
    }[];
    CFLicenses: {
      identifier: string;
      uri: string;
      title: string;
      licenseText: string;
      lastChangeDateTime: string;
    }[];
  };
}
