/**
 * Helpers of the reference profile and comparison specs: the shipped core-facility profiles (iscb-3.0e1,
 * imported on first start), reads of the API the screens use, and a guest profile written to the browser
 * store as the app writes it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EXTENSION } from './guest-support';

/** The four shipped core-facility reference profiles, in the order the API lists them. */
export const CORE_FACILITY_PROFILES = [
  'Core facility scientist I',
  'Core facility scientist II',
  'Core facility scientist III',
  'Managerial role',
] as const;

const VERSION_API = `/api/v1/frameworks/${EXTENSION.machineName}/versions/${EXTENSION.version}`;

interface Summary {
  id: number;
  title: string;
  urlAlias: string;
}
interface Competency {
  id: number;
  uuid: string;
  title: string;
  archived: boolean;
  attributes: { id: number; uuid: string; archived: boolean }[];
}
interface Content {
  expertiseLevels: { id: number; ratingLevel: number }[];
  domains: { archived: boolean; competencies: Competency[] }[];
  coreDomains: { archived: boolean; competencies: Competency[] }[];
}

/** A reference profile of iscb-3.0e1 by name, with its ratings per competency id. */
export async function referenceProfile(
  request: APIRequestContext,
  title: string,
): Promise<Summary & { ratings: Map<number, number> }> {
  const list = (await (await request.get(`${VERSION_API}/profiles`)).json()) as { profiles: Summary[] };
  const summary = list.profiles.find((p) => p.title === title);
  if (!summary) throw new Error(`No shipped profile named ${title}`);
  const profile = (await (await request.get(`${VERSION_API}/profiles/${summary.id}`)).json()) as {
    mapping: { competencyId: number; ratingLevel: number }[];
  };
  return { ...summary, ratings: new Map(profile.mapping.map((m) => [m.competencyId, m.ratingLevel])) };
}

/** The competencies a iscb-3.0e1 profile maps (core domains first), and the version's levels. */
export async function extensionContent(
  request: APIRequestContext,
): Promise<{ competencies: Competency[]; levels: Content['expertiseLevels'] }> {
  const content = (await (await request.get(VERSION_API)).json()) as Content;
  const competencies = [...content.coreDomains, ...content.domains]
    .filter((d) => !d.archived)
    .flatMap((d) => d.competencies.filter((c) => !c.archived));
  return { competencies, levels: content.expertiseLevels };
}

/**
 * Writes a guest profile of iscb-3.0e1 to this browser's store (`guestProfile`, `{version: 1, data}`),
 * rating each competency as `ratingOf` says (0 = not mapped). Call after a first `page.goto`.
 */
export async function storeGuestProfile(
  page: Page,
  request: APIRequestContext,
  ratingOf: (competency: Competency, index: number) => number,
  /** Fields of the stored profile to set instead of the defaults (name, job title, texts). */
  overrides: Record<string, string> = {},
): Promise<Map<number, number>> {
  const { competencies, levels } = await extensionContent(request);
  const ratings = new Map<number, number>();
  const mapping = competencies.flatMap((c, i) => {
    const rating = ratingOf(c, i);
    const level = levels.find((l) => l.ratingLevel === rating);
    if (rating <= 0 || !level) return [];
    ratings.set(c.id, rating);
    const attributes = c.attributes.filter((a) => !a.archived);
    return [
      {
        competency: String(c.id),
        expertise: String(level.id),
        attributes: attributes.map((a) => String(a.id)),
        competencyUuid: c.uuid,
        attributeUuids: attributes.map((a) => a.uuid),
        ratingLevel: rating,
      },
    ];
  });
  const value = {
    version: 1,
    data: {
      frameworkName: EXTENSION.machineName,
      frameworkId: EXTENSION.machineName,
      versionNumber: EXTENSION.version,
      title: 'Ada Lovelace',
      job_title: 'Bioinformatics analyst',
      age: '',
      gender: 'None',
      qualification_background: '',
      current_role: '',
      additional_information: '',
      image: [],
      profile_mapping: mapping,
      ...overrides,
    },
  };
  await page.evaluate((v) => localStorage.setItem('guestProfile', JSON.stringify(v)), value);
  return ratings;
}
