/**
 * Builders of small CASE 1.1 packages for the specs that import one (docs/features/interchange-files.md §1):
 * identifiers from a prefix, URIs under a base address, `isChildOf` associations and items with an
 * optional code (`humanCodingScheme`) and item type.
 * @param prefix the first 24 characters of every identifier (a UUID without its last group)
 * @param base the address every `uri` starts with
 */
export function casePackageBuilders(prefix: string, base: string) {
  const when = '2026-11-01T10:00:00+00:00';
  const U = (n: number) => `${prefix}${String(n).padStart(12, '0')}`;
  const link = (id: string) => ({ identifier: id, title: id, uri: `${base}/${id}` });
  const childOf = (n: number, origin: number, destination: number, sequenceNumber = 1) => ({
    identifier: U(n),
    uri: `${base}/${n}`,
    associationType: 'isChildOf',
    sequenceNumber,
    originNodeURI: link(U(origin)),
    destinationNodeURI: link(U(destination)),
    lastChangeDateTime: when,
  });
  const item = (n: number, fullStatement: string, CFItemType?: string, humanCodingScheme?: string) => ({
    identifier: U(n),
    uri: `${base}/${n}`,
    ...(humanCodingScheme ? { humanCodingScheme } : {}),
    fullStatement,
    ...(CFItemType ? { CFItemType } : {}),
    lastChangeDateTime: when,
  });
  const document = (title: string) => ({
    identifier: U(1),
    uri: `${base}/doc`,
    creator: 'OpenSALT',
    title,
    lastChangeDateTime: when,
  });
  return { U, childOf, item, document };
}
