/**
 * The shape of a CASE 1.0/1.1 CFPackage as the import accepts it (docs/features/interchange-files.md §1), in Zod: unknown keys such
 * as `@context`, `associationSet`, `_opensalt`, `ext:*` and `extensions` are accepted, and
 * `CFSubject`/`CFSubjects` alike. The structure (identifiers, parents, levels) is checked by
 * case-package.ts, which reads a package with these schemas.
 */
import { z } from 'zod';

/** The association types CASE 1.0/1.1 defines (an `ext:` prefix marks extension types). */
export const CASE_ASSOCIATION_TYPES = new Set([
  'isChildOf',
  'isPeerOf',
  'isPartOf',
  'exactMatchOf',
  'precedes',
  'isRelatedTo',
  'replacedBy',
  'exemplar',
  'hasSkillLevel',
  'isTranslationOf',
]);
export const MAX_CASE_ITEMS = 20_000;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A raw cap on a string before its markup is stripped; the plain text is then checked by the one content
 * text rule (ADR 0041, case-package.ts), so the limits a person meets are the API's.
 */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** A whole number, also written as a numeric string (OpenSALT's own sample package does so). */
const wholeNumber = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number),
]);
const rubricLevel = z.looseObject({
  identifier: text(200).min(1, 'must not be empty'),
  quality: text(20000).optional(),
  description: text(5000).optional(),
  score: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ])
    .optional(),
  position: wholeNumber.optional(),
  // A list in CASE 1.1 (its schema's type); an object in the hub's packages before ADR 0043.
  extensions: z
    .union([
      z.array(z.looseObject({ expertiseLevelUuid: z.string().optional() })).max(100),
      z.looseObject({ expertiseLevelUuid: z.string().optional() }),
    ])
    .optional(),
});
export const rubric = z.looseObject({
  identifier: text(200).min(1, 'must not be empty'),
  CFRubricCriteria: z
    .array(z.looseObject({ CFRubricCriterionLevels: z.array(rubricLevel).max(100).default([]) }))
    .max(100)
    .default([]),
});
const node = z.looseObject({
  identifier: text(200).min(1, 'must not be empty'),
  title: text(20000).optional(),
});
export const caseItem = z.looseObject({
  identifier: text(200).min(1, 'must not be empty'),
  fullStatement: text(20000),
  CFItemType: text(20000).optional(),
  humanCodingScheme: text(20000).optional(),
  /** A domain's or a domain group's description, as the hub exports it (ADR 0046). */
  notes: z.string().max(20000).optional(),
  extensions: z.looseObject({ lineageUuid: z.string().optional(), status: z.string().optional() }).optional(),
});
export const caseAssociation = z.looseObject({
  identifier: text(200).min(1, 'must not be empty'),
  associationType: text(200).min(1, 'must not be empty'),
  sequenceNumber: wholeNumber.optional(),
  originNodeURI: node,
  destinationNodeURI: node,
});
export const packageSchema = z.looseObject({
  CFDocument: z.looseObject({
    identifier: text(200).min(1, 'must not be empty'),
    title: text(20000),
    description: text(5000).optional(),
    version: text(32).optional(),
    licenseURI: z.looseObject({ title: text(200).optional() }).optional(),
    publisher: text(500).optional(),
    extensions: z
      .looseObject({
        machineName: z.string().optional(),
        category: z.string().optional(),
        extendsFramework: z
          .looseObject({
            machineName: z.string().max(64).optional(),
            version: z.string().max(32).optional(),
            identifier: z.string().max(200).optional(),
          })
          .optional(),
      })
      .optional(),
  }),
  // The items and associations are checked in chunks (readCaseJson): here only that they are lists.
  CFItems: z
    .array(z.unknown())
    .max(MAX_CASE_ITEMS, `at most ${MAX_CASE_ITEMS} items can be imported at once`)
    .default([]),
  CFAssociations: z
    .array(z.unknown())
    .max(MAX_CASE_ITEMS * 5)
    .default([]),
  CFRubrics: z.array(rubric).max(100).default([]),
});
