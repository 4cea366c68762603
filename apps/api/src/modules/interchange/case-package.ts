/**
 * Reads a CASE 1.0/1.1 CFPackage file for import (docs/features/interchange-files.md §1): checks its shape with Zod (unknown keys
 * such as `@context`, `associationSet`, `_opensalt`, `ext:*` and `extensions` are accepted, and
 * `CFSubject`/`CFSubjects` alike), then its structure: unique identifiers, `isChildOf` associations that
 * point at items of the package (or at the document), one parent per item, no cycles, and at most three
 * levels (domain → competency → attribute). Every problem is reported with its JSON path; markup is
 * stripped from every text. Associations of other types are kept aside and reported, never dropped
 * silently. Pure: case-import.ts writes the result.
 */
import { type ContentTextField, contentTextProblem, publicDerivedId } from '@hub/domain';
import { z } from 'zod';
import { jsonPath } from '../../db/seed/file-schema.js';
import {
  checkJsonText,
  type ImportProblem,
  ImportValidationError,
  parseJson,
} from '../../db/seed/importer.js';
import { stripTags } from '../../lib/sanitize.js';
import {
  CASE_ASSOCIATION_TYPES,
  caseAssociation,
  caseItem,
  packageSchema,
  UUID,
} from './case-package-schema.js';
import { rubricLevels } from './case-rubric-levels.js';

/** Items read between two turns of the event loop (about 50 ms of a busy machine's time). */
const YIELD_EVERY = 2_000;

/**
 * Lets the event loop run between the stages of reading a large package (ADR 0039: a 20,000-item
 * package took 1.6-4 s of one uninterrupted turn, during which no cached read was answered).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks the elements of a list YIELD_EVERY at a time, yielding to the event loop before each chunk.
 * @returns the parsed elements; problems (JSON paths into the package) are added to `problems`
 */
async function checkInChunks<T extends z.ZodType>(
  schema: T,
  values: unknown[],
  key: string,
  problems: ImportProblem[],
): Promise<z.output<T>[]> {
  const out: z.output<T>[] = [];
  const chunkSchema = z.array(schema);
  for (let start = 0; start < values.length; start += YIELD_EVERY) {
    await yieldToEventLoop();
    const result = chunkSchema.safeParse(values.slice(start, start + YIELD_EVERY));
    if (result.success) out.push(...result.data);
    else {
      for (const issue of result.error.issues) {
        if (problems.length >= 100) break;
        const [index, ...rest] = issue.path;
        problems.push({ path: jsonPath([key, start + Number(index), ...rest]), message: issue.message });
      }
    }
  }
  return out;
}

/** One imported node: domain, competency or attribute. */
export interface CaseNode {
  lineageUuid: string;
  code: string | null;
  title: string;
  /** The CFItemType, plain text ('' when none). */
  itemType: string;
  /** Archived in the package (CASE 1.1 `extensions.status: 'archived'`, as the hub exports it). */
  archived: boolean;
  /** The item's notes, plain text: a domain's description (ADR 0046). */
  notes: string;
  /** A domain's group: the 'Domain group' item above it (ADR 0046). */
  group?: { title: string; description: string };
  children: CaseNode[];
}

/** The CFItemType of the items the hub exports between the document and the domains (ADR 0046). */
export const DOMAIN_GROUP_ITEM_TYPE = 'Domain group';

/** What a package holds, ready to write. */
export interface CaseTree {
  title: string;
  description: string;
  version: string | null;
  licence: string | null;
  machineName: string | null;
  category: string | null;
  /** The CFDocument's `publisher`: the framework's owner (ADR 0043). */
  publisher: string | null;
  /**
   * The framework version this one extends (ADR 0043): the core version's CFDocument identifier (an
   * `isPartOf` association from that document to this one), and in the hub's 1.1 packages its machine name
   * and number (`extensions.extendsFramework`).
   */
  extendsFramework: { identifier: string | null; machineName: string | null; version: string | null } | null;
  domains: CaseNode[];
  /** The expertise levels of the package's rubrics (the hub's own: one rubric, a level per expertise level). */
  expertiseLevels: { uuid: string; title: string; description: string; ratingLevel: number }[];
  /**
   * Non-tree associations between two competencies of the package (isRelatedTo, exactMatchOf, precedes,
   * …): kept as relations on the origin competency, by lineage uuid.
   */
  relations: { originUuid: string; relation: string; targetUuid: string }[];
  /** Associations other than isChildOf (lineage, peers, unknown `ext:` types…), kept for the report. */
  otherAssociations: {
    identifier: string;
    associationType: string;
    origin: string;
    destination: string;
    known: boolean;
  }[];
}

/**
 * Parses and checks a CFPackage's text.
 * @throws ImportValidationError listing every problem with its JSON path
 */
export function readCasePackage(textContent: string, fileName?: string): Promise<CaseTree> {
  return readCaseJson(parseJson(textContent, fileName), fileName);
}

/**
 * Checks parsed JSON as a CFPackage (text checks included) and reads its tree.
 * @throws ImportValidationError listing every problem with its JSON path
 */
export async function readCaseJson(json: unknown, fileName?: string): Promise<CaseTree> {
  checkJsonText(json, fileName);
  await yieldToEventLoop();
  const parsed = packageSchema.safeParse(json);
  if (!parsed.success) {
    throw new ImportValidationError(
      parsed.error.issues.slice(0, 100).map((i) => ({ path: jsonPath(i.path), message: i.message })),
      fileName,
    );
  }
  // Items and associations in chunks, the event loop getting a turn between them (ADR 0039: the
  // whole package's check was one uninterrupted turn of about a second for 20,000 items).
  const shapeProblems: ImportProblem[] = [];
  const CFItems = await checkInChunks(caseItem, parsed.data.CFItems, 'CFItems', shapeProblems);
  const CFAssociations = await checkInChunks(
    caseAssociation,
    parsed.data.CFAssociations,
    'CFAssociations',
    shapeProblems,
  );
  if (shapeProblems.length > 0) throw new ImportValidationError(shapeProblems.slice(0, 100), fileName);
  const pkg = { ...parsed.data, CFItems, CFAssociations };
  const problems: ImportProblem[] = [];
  /** The one content text rule (ADR 0041) on plain text: a problem at `path` when it breaks it. */
  const rule = (field: ContentTextField, text: string, path: string) => {
    const problem = contentTextProblem(field, text);
    if (problem) problems.push({ path, message: problem });
  };
  const docId = pkg.CFDocument.identifier.toLowerCase();
  const documentTitle = stripTags(pkg.CFDocument.title);
  rule('title', documentTitle, '$.CFDocument.title');

  const items = new Map<string, { index: number; node: CaseNode }>();
  for (let index = 0; index < pkg.CFItems.length; index++) {
    const item = pkg.CFItems[index] as (typeof pkg.CFItems)[number];
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
    const id = item.identifier.toLowerCase();
    const path = `$.CFItems[${index}]`;
    if (id === docId || items.has(id)) {
      const first = id === docId ? '$.CFDocument' : `$.CFItems[${items.get(id)?.index}]`;
      problems.push({
        path: `${path}.identifier`,
        message: `duplicate identifier "${item.identifier}" (also ${first})`,
      });
      continue;
    }
    const title = stripTags(item.fullStatement);
    rule('title', title, `${path}.fullStatement`);
    const itemType = stripTags(item.CFItemType ?? '');
    if (itemType) rule('title', itemType, `${path}.CFItemType`);
    const code = item.humanCodingScheme ? stripTags(item.humanCodingScheme) || null : null;
    if (code) rule('code', code, `${path}.humanCodingScheme`);
    const lineage = item.extensions?.lineageUuid;
    items.set(id, {
      index,
      node: {
        lineageUuid:
          lineage && UUID.test(lineage)
            ? lineage.toLowerCase()
            : UUID.test(id)
              ? id
              : publicDerivedId(['case-item', docId, id]),
        code,
        title,
        itemType,
        archived: item.extensions?.status === 'archived',
        notes: stripTags(item.notes ?? ''),
        children: [],
      },
    });
  }
  await yieldToEventLoop();

  const parent = new Map<string, string>();
  const order = new Map<string, number>();
  const other: CaseTree['otherAssociations'] = [];
  let coreDocument: string | null = null;
  pkg.CFAssociations.forEach((a, index) => {
    const path = `$.CFAssociations[${index}]`;
    const origin = a.originNodeURI.identifier.toLowerCase();
    const destination = a.destinationNodeURI.identifier.toLowerCase();
    if (
      a.associationType === 'isPartOf' &&
      destination === docId &&
      !items.has(origin) &&
      UUID.test(origin) &&
      coreDocument === null
    ) {
      // Another framework's document that is part of this one: the core version of an extension (ADR 0043).
      coreDocument = origin;
      return;
    }
    if (a.associationType !== 'isChildOf') {
      other.push({
        identifier: a.identifier,
        associationType: a.associationType,
        origin,
        destination,
        known: CASE_ASSOCIATION_TYPES.has(a.associationType),
      });
      return;
    }
    if (!items.has(origin)) {
      problems.push({
        path: `${path}.originNodeURI.identifier`,
        message: `no item "${a.originNodeURI.identifier}" in the package`,
      });
      return;
    }
    if (destination !== docId && !items.has(destination)) {
      problems.push({
        path: `${path}.destinationNodeURI.identifier`,
        message: `no item or document "${a.destinationNodeURI.identifier}" in the package`,
      });
      return;
    }
    if (parent.has(origin)) {
      problems.push({
        path,
        message: `item "${a.originNodeURI.identifier}" already has a parent: the hub keeps a tree`,
      });
      return;
    }
    parent.set(origin, destination);
    order.set(origin, a.sequenceNumber ?? Number.MAX_SAFE_INTEGER);
  });

  await yieldToEventLoop();
  // A 'Domain group' item right under the document is the level above domains (ADR 0046): it does not
  // count as a level of the tree, and its children become domains of that group.
  const groups = new Set(
    [...items]
      .filter(([id, e]) => parent.get(id) === docId && e.node.itemType === DOMAIN_GROUP_ITEM_TYPE)
      .map(([id]) => id),
  );
  // Cycles and depth: walk each item up to the document.
  const depth = new Map<string, number>();
  for (const [id, { index }] of items) {
    const seen = new Set<string>([id]);
    let current = parent.get(id);
    let levels = groups.has(id) ? 0 : 1;
    while (current !== undefined && current !== docId) {
      if (seen.has(current)) {
        problems.push({
          path: `$.CFItems[${index}]`,
          message: 'isChildOf associations form a cycle through this item',
        });
        break;
      }
      seen.add(current);
      if (!groups.has(current)) levels++;
      current = parent.get(current);
    }
    if (current === undefined && !problems.some((p) => p.path === `$.CFItems[${index}]`)) {
      problems.push({
        path: `$.CFItems[${index}]`,
        message: 'not placed under the document (no isChildOf chain reaches it)',
      });
    } else if (levels > 3) {
      problems.push({
        path: `$.CFItems[${index}]`,
        message: `nested ${levels} levels deep; the hub has three (domain → competency → attribute)`,
      });
    }
    depth.set(id, levels);
  }
  if (pkg.CFItems.length === 0) problems.push({ path: '$.CFItems', message: 'the package has no items' });
  const levels = rubricLevels(pkg.CFRubrics, docId, rule);
  if (problems.length > 0) throw new ImportValidationError(problems.slice(0, 100), fileName);
  await yieldToEventLoop();

  // Build the tree in sequence order (then file order).
  const byParent = new Map<string, string[]>();
  for (const [id] of items) {
    const p = parent.get(id) as string;
    const list = byParent.get(p) ?? [];
    list.push(id);
    byParent.set(p, list);
  }
  const build = (p: string): CaseNode[] =>
    (byParent.get(p) ?? [])
      .sort(
        (x, y) =>
          (order.get(x) as number) - (order.get(y) as number) ||
          (items.get(x)?.index as number) - (items.get(y)?.index as number),
      )
      .map((id) => {
        const entry = items.get(id) as { node: CaseNode };
        entry.node.children = build(id);
        return entry.node;
      });
  const doc = pkg.CFDocument;
  const extendsExtension = doc.extensions?.extendsFramework;
  const extendsFramework =
    coreDocument || extendsExtension
      ? {
          identifier: coreDocument ?? (extendsExtension?.identifier?.toLowerCase() || null),
          machineName: extendsExtension?.machineName ?? null,
          version: extendsExtension?.version ?? null,
        }
      : null;
  return {
    title: documentTitle,
    description: stripTags(doc.description ?? ''),
    version: doc.version ? stripTags(doc.version) || null : null,
    licence: doc.licenseURI?.title ? stripTags(doc.licenseURI.title) || null : null,
    machineName: doc.extensions?.machineName ?? null,
    category: doc.extensions?.category ?? null,
    publisher: doc.publisher ? stripTags(doc.publisher) || null : null,
    extendsFramework,
    domains: build(docId).flatMap((node) =>
      node.itemType === DOMAIN_GROUP_ITEM_TYPE
        ? node.children.map((d) => ({ ...d, group: { title: node.title, description: node.notes } }))
        : [node],
    ),
    expertiseLevels: levels,
    relations: other.flatMap((a) => {
      const origin = items.get(a.origin);
      const target = items.get(a.destination);
      const competencies = depth.get(a.origin) === 2 && depth.get(a.destination) === 2;
      return origin && target && competencies && a.origin !== a.destination
        ? [
            {
              originUuid: origin.node.lineageUuid,
              relation: a.associationType,
              targetUuid: target.node.lineageUuid,
            },
          ]
        : [];
    }),
    otherAssociations: other,
  };
}

/** True when parsed JSON looks like a CFPackage (has a CFDocument object). */
export function isCasePackage(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'CFDocument' in json &&
    typeof (json as { CFDocument: unknown }).CFDocument === 'object'
  );
}
