/**
 * Reference profiles from a survey (docs/features/surveys.md, ADR 0049): reads a survey export with the
 * reader of `packages/domain` (parse, match to the version's competencies and the framework's expertise
 * levels, summarise per group), previews the matching and figures, and creates one Draft profile per named
 * group, at the median or mode level of each competency, keeping the derivation (rule, respondents, counts).
 * The file itself is never stored.
 */
import {
  matchSurvey,
  type ProfileDerivation,
  parseSurveyCsv,
  type SurveyCompetencySummary,
  type SurveyPreview,
  type SurveyPreviewRequest,
  type SurveyProfilesRequest,
  type SurveySummary,
  summariseSurvey,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import { uniqueAlias } from '../../lib/alias.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { writeInFramework } from '../../lib/framework-write.js';
import { mappableVersionIds } from './mapping-service.js';
import * as repo from './repository.js';
import { type Actor, cleanRequest, type ProfileModel, type VersionRef } from './service.js';

type Levels = Awaited<ReturnType<typeof repo.findExpertiseLevels>>;

/** The file read against the version: its summary and the matching, with the version's ids. */
interface ReadSurvey {
  summary: SurveySummary;
  match: ReturnType<typeof matchSurvey>;
  competencyIds: Map<string, number>;
  levels: Levels;
}

async function readSurvey(db: Db, ref: VersionRef, body: SurveyPreviewRequest): Promise<ReadSurvey> {
  const table = parseSurveyCsv(body.file);
  if (table.headers.length === 0) throw badRequest('The survey file has no header row');
  const competencies = (await repo.findCompetenciesOf(db, await mappableVersionIds(db, ref))).filter(
    (c) => !c.archived,
  );
  const levels = await repo.findExpertiseLevels(db, ref.fw.id);
  const match = matchSurvey(
    table,
    {
      competencies: competencies.map((c) => ({ uuid: c.uuid, code: c.code, title: c.title })),
      levels: levels.map((l) => ({ rating: l.ratingLevel, title: l.title })),
    },
    body.columns ?? {},
  );
  if (body.splitBy != null && !match.otherColumns.includes(body.splitBy)) {
    throw badRequest(`'${body.splitBy}' is not a column the respondents can be split by`, [
      { path: 'body.splitBy', message: 'Choose one of the other columns of the file' },
    ]);
  }
  const summary = summariseSurvey(table, match, { splitBy: body.splitBy ?? null });
  return { summary, match, competencyIds: new Map(competencies.map((c) => [c.uuid, c.id])), levels };
}

/** One competency's figures with counts keyed by rating as text (JSON keys). */
function figures(c: SurveyCompetencySummary) {
  return {
    competencyUuid: c.competencyUuid,
    code: c.code,
    title: c.title,
    counts: Object.fromEntries(Object.entries(c.counts).map(([r, n]) => [String(r), n])),
    notApplicable: c.notApplicable,
    respondents: c.respondents,
    median: c.median,
    mode: c.mode,
  };
}

/**
 * Previews a survey: the matching of columns and answers, and the figures per group.
 * @throws AppError BAD_REQUEST when the file has no header row or `splitBy` is not one of its other columns
 */
export async function previewSurvey(
  db: Db,
  ref: VersionRef,
  body: SurveyPreviewRequest,
): Promise<SurveyPreview> {
  const { summary, match } = await readSurvey(db, ref, body);
  return {
    respondents: summary.respondents,
    groups: summary.groups.map((g) => ({
      label: g.label,
      respondents: g.respondents,
      competencies: g.competencies.map((c) => ({ ...figures(c), header: c.header, quartiles: c.quartiles })),
    })),
    columns: match.columns.map(({ header, competencyUuid, matchedBy }) => ({
      header,
      competencyUuid,
      matchedBy,
    })),
    unmatchedColumns: match.unmatchedColumns,
    unmatchedAnswers: match.unmatchedAnswers,
    otherColumns: match.otherColumns,
  };
}

/**
 * Creates one Draft reference profile per named group: each competency at the level whose rating is the
 * group's median or mode (a result of 0, not applicable, or no answers leaves the competency unmapped).
 * @returns the created profiles, in the request's order
 * @throws AppError BAD_REQUEST for a file as in `previewSurvey`, a group not in the file, a group named
 *   twice, a name too short, or a rating the framework has no level for
 */
export async function createProfilesFromSurvey(
  db: Db,
  ref: VersionRef,
  actor: Actor,
  body: SurveyProfilesRequest,
): Promise<ProfileModel[]> {
  const { summary, competencyIds, levels } = await readSurvey(db, ref, body);
  const groups = new Map(summary.groups.map((g) => [g.label, g]));
  const seen = new Set<string>();
  const planned = await Promise.all(
    body.profiles.map(async ({ group, title }, i) => {
      const found = groups.get(group);
      if (!found || seen.has(group)) {
        throw badRequest(found ? `'${group}' is named twice` : `No group '${group}' in the file`, [
          { path: `body.profiles.${i}.group`, message: found ? 'Named twice' : 'Not a group of the file' },
        ]);
      }
      seen.add(group);
      const values = await cleanRequest(db, {
        title,
        jobTitle: title,
        age: null,
        gender: 'None',
        seniorityLevel: null,
        qualificationBackground: '',
        currentRole: '',
        additionalInformation: '',
        imageId: null,
        publishingStatus: 'Draft',
      });
      const mapping = found.competencies.flatMap((c) => {
        const rating = body.rule === 'median' ? c.median : c.mode;
        if (rating === null || rating === 0) return [];
        const level = levels.filter((l) => l.ratingLevel === rating).sort((a, b) => a.id - b.id)[0];
        const competencyId = competencyIds.get(c.competencyUuid);
        if (!level || competencyId === undefined) {
          throw badRequest(`${ref.fw.machineName} has no expertise level rated ${rating}`);
        }
        return [{ competencyId, expertiseLevelId: level.id, attributeIds: [] as number[] }];
      });
      const derivation: ProfileDerivation = {
        method: 'survey',
        rule: body.rule,
        respondents: found.respondents,
        group,
        competencies: found.competencies.map(figures),
      };
      return { values, mapping, derivation };
    }),
  );
  const ids = await writeInFramework(db, ref.fw.id, async (tx) => {
    const taken = await repo.findAliases(tx, ref.version.id);
    const created: number[] = [];
    for (const { values, mapping, derivation } of planned) {
      const urlAlias = uniqueAlias(values.title, taken);
      taken.add(urlAlias);
      const row = await repo.insertProfile(tx, {
        ...values,
        versionId: ref.version.id,
        urlAlias,
        authorId: actor.id,
        derivation,
      });
      await repo.replaceMapping(tx, row.id, mapping);
      await recordAudit(tx, actor, [
        {
          action: 'profile.create',
          entityType: 'profile',
          entityId: row.id,
          frameworkId: ref.fw.id,
          before: null,
          after: { ...row, mapping },
        },
      ]);
      created.push(row.id);
    }
    return created;
  });
  const rows = await repo.findProfiles(db, ref.version.id, false);
  const mappings = await repo.findMappings(db, ids);
  return ids.flatMap((id) => {
    const profile = rows.find((p) => p.id === id);
    return profile ? [{ ...ref, profile, mapping: mappings.filter((m) => m.profileId === id) }] : [];
  });
}
