/**
 * Public identifiers of released content for structured data (docs/features/browsing.md §12): JSON-LD `@id`s built from the
 * stable uuids (ADR 0009) under the hub's canonical base URL (`PUBLIC_URL`), never from a database number or
 * the browser's address, and the CASE URIs of the same items for `sameAs`.
 *
 * - A released version: `{base}/id/{versionUuid}`; the server answers it with a 303 to the framework page.
 * - A competency (or domain) as released in that version: `{base}/id/{versionUuid}/{lineageUuid}`; 303 to its page.
 * - CASE: `{base}/ims/case/v1p1/CFDocuments/{versionUuid}` and `…/CFItems/{publicItemId(version, lineage)}`.
 */
import { publicItemId } from './identity.js';

/** Path prefix of the identifier resolver (`GET /id/:version` and `GET /id/:version/:item`). */
export const PUBLIC_ID_PATH = '/id';

/** Path of the CASE 1.1 REST binding, whose URIs the structured data names in `sameAs`. */
export const CASE_V1P1_PATH = '/ims/case/v1p1';

/** `base` without trailing slashes (`https://hub.example.org/hub/` → `https://hub.example.org/hub`). */
export function trimBase(base: string): string {
  return base.replace(/\/+$/, '');
}

/** `@id` of a released framework version. */
export function versionPublicId(base: string, versionUuid: string): string {
  return `${trimBase(base)}${PUBLIC_ID_PATH}/${versionUuid.toLowerCase()}`;
}

/** `@id` of a domain or competency as released in one version (its lineage uuid in that version). */
export function itemPublicId(base: string, versionUuid: string, lineageUuid: string): string {
  return `${versionPublicId(base, versionUuid)}/${lineageUuid.toLowerCase()}`;
}

/** CASE 1.1 URI of a released version's CFDocument (its identifier is the version uuid). */
export function caseDocumentUri(base: string, versionUuid: string): string {
  return `${trimBase(base)}${CASE_V1P1_PATH}/CFDocuments/${versionUuid.toLowerCase()}`;
}

/** CASE 1.1 URI of the CFItem that publishes one item of one released version. */
export function caseItemUri(base: string, versionUuid: string, lineageUuid: string): string {
  return `${trimBase(base)}${CASE_V1P1_PATH}/CFItems/${publicItemId(versionUuid, lineageUuid)}`;
}
