/**
 * Stable, deterministic identities (ADR 0009). Every uuid the hub publishes for imported
 * content is a name-based UUIDv5 under one project namespace, so every installation (and every re-seed)
 * publishes the same uuid for the same item, and two versions of a framework share lineage through
 * their codes (or, where there is no code, their path of titles).
 *
 * The name hashed is a JSON array `[kind, machineName, ...key]`: JSON encoding of arrays of strings and
 * numbers is injective, and the kind is part of it, so distinct items can never share a uuid.
 */
import { v5, validate, version } from 'uuid';

/**
 * The project namespace of every name-based uuid. Fixed forever: changing it would change every
 * published id. (A random v4 uuid chosen once for this project.)
 */
export const IDENTITY_NAMESPACE = 'c47affaa-6390-4fe0-a751-69cd90d5ab9a';

/** The content items that carry a lineage uuid (the same uuid in every version of a framework). */
export type LineageKind = 'domain' | 'competency' | 'attribute';

/**
 * One step of an item's identity key: its code, or its title; `occurrence` counts the earlier items
 * with the same code (or, among siblings, the same title), so duplicates still get distinct keys.
 */
export type KeySegment = { code: string; occurrence: number } | { title: string; occurrence: number };

const name = (parts: readonly (string | number)[]): string => JSON.stringify(parts);
const segmentParts = (s: KeySegment): (string | number)[] =>
  'code' in s ? ['code', s.code, s.occurrence] : ['title', s.title, s.occurrence];

/**
 * Lineage uuid of a domain, competency or attribute.
 * @param machineName the framework's machine name
 * @param kind which kind of item
 * @param key its code segment, or its path of title segments from the domain down
 * @returns a UUIDv5 under IDENTITY_NAMESPACE
 */
export function lineageUuid(machineName: string, kind: LineageKind, key: readonly KeySegment[]): string {
  return v5(name([kind, machineName, ...key.flatMap(segmentParts)]), IDENTITY_NAMESPACE);
}

/**
 * Uuid of a framework version, from machine name and version number (case-insensitive, as version
 * numbers are unique per framework regardless of case).
 */
export function versionUuid(machineName: string, number: string): string {
  return v5(name(['version', machineName, number.trim().toLowerCase()]), IDENTITY_NAMESPACE);
}

/** Uuid of an attribute type, from machine name and its title (unique per framework). */
export function attributeTypeUuid(machineName: string, title: string): string {
  return v5(name(['attribute_type', machineName, title]), IDENTITY_NAMESPACE);
}

/** Uuid of an expertise level, from machine name and its rating level (unique per framework). */
export function expertiseLevelUuid(machineName: string, ratingLevel: number): string {
  return v5(name(['expertise_level', machineName, ratingLevel]), IDENTITY_NAMESPACE);
}

/**
 * Stable public identifier of one item as released in one version (for CASE, CTDL-ASN and other
 * exports that need one id per released item): derived from the version uuid and the lineage uuid.
 */
export function publicItemId(versionUuidValue: string, lineageUuidValue: string): string {
  return v5(
    name(['item', versionUuidValue.toLowerCase(), lineageUuidValue.toLowerCase()]),
    IDENTITY_NAMESPACE,
  );
}

/**
 * Stable public identifier of anything else an export publishes (CASE associations, item types,
 * licences): a UUIDv5 of the given name parts under the project namespace, prefixed by 'public'.
 * @param parts what identifies it, e.g. ['association', 'isChildOf', originId, destinationId]
 */
export function publicDerivedId(parts: readonly (string | number)[]): string {
  return v5(name(['public', ...parts]), IDENTITY_NAMESPACE);
}

/** True when `value` is a UUIDv5 (what every function here returns). */
export function isNameBasedUuid(value: string): boolean {
  return validate(value) && version(value) === 5;
}

/** A framework's content tree as far as identity is concerned; `uuid` is an explicit id that wins. */
export interface IdentityDomain {
  code?: string | null;
  title: string;
  uuid?: string | null;
  competencies: {
    code?: string | null;
    title: string;
    uuid?: string | null;
    attributes: { title: string; uuid?: string | null }[];
  }[];
}

/** The uuids of a content tree, in the same shape and order as its input. */
export interface IdentityTree {
  uuid: string;
  competencies: { uuid: string; attributes: string[] }[];
}

/** Counts occurrences of keys as they are met: the first is 0, the next 1, … */
function occurrenceCounter(): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  };
}

const codeOf = (code: string | null | undefined): string | null => (code?.trim() ? code.trim() : null);

/**
 * Assigns the lineage uuid of every domain, competency and attribute of one version, in order: an
 * explicit `uuid` is kept; otherwise a domain is keyed by its code (else its title), a competency by its
 * code (else its domain's key and its title), an attribute by its competency's key and its title.
 * Two versions of a framework thus share the uuids of items with the same codes (or titles).
 * @returns the uuids in the shape of `domains`
 */
export function assignLineageUuids(machineName: string, domains: readonly IdentityDomain[]): IdentityTree[] {
  const domainCodes = occurrenceCounter();
  const domainTitles = occurrenceCounter();
  const competencyCodes = occurrenceCounter();
  return domains.map((d) => {
    const dCode = codeOf(d.code);
    const domainKey: KeySegment = dCode
      ? { code: dCode, occurrence: domainCodes(dCode) }
      : { title: d.title, occurrence: domainTitles(d.title) };
    const competencyTitles = occurrenceCounter();
    return {
      uuid: d.uuid?.toLowerCase() || lineageUuid(machineName, 'domain', [domainKey]),
      competencies: d.competencies.map((c) => {
        const cCode = codeOf(c.code);
        const competencyKey: KeySegment[] = cCode
          ? [{ code: cCode, occurrence: competencyCodes(cCode) }]
          : [domainKey, { title: c.title, occurrence: competencyTitles(c.title) }];
        const attributeTitles = occurrenceCounter();
        return {
          uuid: c.uuid?.toLowerCase() || lineageUuid(machineName, 'competency', competencyKey),
          attributes: c.attributes.map(
            (a) =>
              a.uuid?.toLowerCase() ||
              lineageUuid(machineName, 'attribute', [
                ...competencyKey,
                { title: a.title, occurrence: attributeTitles(a.title) },
              ]),
          ),
        };
      }),
    };
  });
}
