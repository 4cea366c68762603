/**
 * The visitor routes' data (ADR 0068): one React Router `loader` per server-rendered screen, which puts
 * into the query cache the reads the screen renders from, with the very query options its hooks use
 * (`lib/queries.ts`, the features' `api/` modules). The server runs them before its one render; the browser
 * runs them before navigating to a screen, so the screen opens with its data (a fresh read comes from the
 * cache). A loader never throws for a failed read: the read's error stays in the cache and the screen
 * shows its not-found or error view from the query, as it would without the loader. Reads that depend on
 * who is signed in (the session, managers' views, TeSS) are not loaded here: the server renders anonymously.
 */
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { careerPathwayQuery, careerPathwaysQuery } from '../features/career-pathways/api/career-pathways';
import { parsePathwayId } from '../features/career-pathways/logic';
import { competencyQuery } from '../features/competencies/api/competency';
import { exportQuery } from '../features/export/api/export';
import { frameworksQuery, unpublishedFrameworksQuery } from '../features/frameworks/api/frameworks';
import { learningPathwaysQuery } from '../features/learning-pathways/api/learning-pathways';
import { profileFrameworksQuery } from '../features/profiles/api/reference-api';
import { parseProfileRef } from '../features/profiles/reference-logic';
import { frameworkTrainingQuery, trainingFiltersFrom } from '../features/training/api/training';
import { versionDiffQuery } from '../features/version-diff/api/version-diff';
import { journeyFrameworksQuery } from '../lib/journey';
import {
  frameworkVersionQuery,
  learningPathwayQuery,
  referenceProfileQuery,
  referenceProfilesQuery,
  trainingResourceQuery,
} from '../lib/queries';

/** A route's loader over the app's query client: loads into the cache, returns nothing the screens read. */
export type RouteLoader = (args: LoaderFunctionArgs) => Promise<null>;

/**
 * `shouldRevalidate` of the routes with a loader: run again only for another page (a new path), not when
 * only the address's query changes (the training tab's filters: its list keeps the previous page while the
 * next loads, as it did without loaders).
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

/** The loaders of the visitor screens, by route name (`config/paths.ts`), plus `layout` for the frame. */
export type RouteLoaders = Record<
  | 'layout'
  | 'home'
  | 'framework'
  | 'competencyDetails'
  | 'versionCompare'
  | 'trainingResource'
  | 'learningPathway'
  | 'careerPathwayView'
  | 'referenceProfileView'
  | 'profilesCompare'
  | 'cohort',
  RouteLoader
>;

/**
 * The loaders of the visitor routes over `client` (the browser's app client, or the server's client of
 * one render). Each awaits its dependent reads in order and resolves to null, whatever the reads answered.
 */
export function routeLoaders(client: QueryClient): RouteLoaders {
  /** The cached or loaded data of `options`; undefined when the read failed (its error stays in the cache). */
  const read = async <T, K extends QueryKey>(
    options: EnsureQueryDataOptions<T, Error, T, K>,
  ): Promise<T | undefined> => {
    try {
      return await client.ensureQueryData(options);
    } catch {
      return undefined;
    }
  };
  const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? '';
  const done = (...reads: Promise<unknown>[]) => Promise.all(reads).then(() => null);

  return {
    // The breadcrumbs name the address's framework from the live framework list.
    layout: () => done(read(frameworksQuery())),
    home: async () => {
      const [profileFrameworks] = await Promise.all([
        read(profileFrameworksQuery()),
        read(unpublishedFrameworksQuery()),
      ]);
      const first = profileFrameworks?.frameworks[0];
      if (first) await read(referenceProfilesQuery(first.machineName, first.version));
      return null;
    },
    framework: async (args) => {
      const content = await read(frameworkVersionQuery(param(args, 'framework'), param(args, 'version')));
      if (!content) return null;
      const framework = content.framework.machineName;
      const version = content.version.number;
      const tab = args.params.tab ?? 'competencies';
      const reads: Promise<unknown>[] = [
        read(careerPathwaysQuery(framework, version)),
        read(referenceProfilesQuery(framework, version)),
        read(journeyFrameworksQuery()),
      ];
      if (tab === 'training-resources' && content.framework.trainingResourceCount > 0) {
        const filters = trainingFiltersFrom(new URL(args.request.url).searchParams);
        reads.push(read(frameworkTrainingQuery(framework, filters)));
      }
      if (tab === 'learning-pathways') reads.push(read(learningPathwaysQuery(framework)));
      if (tab === 'export-framework') reads.push(read(exportQuery(framework, version, [])));
      return done(...reads);
    },
    competencyDetails: (args) =>
      done(
        read(competencyQuery(param(args, 'framework'), param(args, 'version'), param(args, 'cid'))),
        read(frameworkTrainingQuery(param(args, 'framework'), { page: 1, search: '', type: 'All' })),
      ),
    versionCompare: (args) =>
      done(read(versionDiffQuery(param(args, 'framework'), param(args, 'from'), param(args, 'to')))),
    trainingResource: (args) => done(read(trainingResourceQuery(param(args, 'slug')))),
    learningPathway: (args) => {
      const id = Number(param(args, 'id'));
      return done(read(learningPathwayQuery(Number.isInteger(id) && id > 0 ? id : 0)));
    },
    careerPathwayView: (args) => {
      const id = parsePathwayId(args.params.id);
      if (id === null) return Promise.resolve(null);
      return done(read(careerPathwayQuery(param(args, 'framework'), param(args, 'version'), id)));
    },
    referenceProfileView: async (args) => {
      const [framework, version] = [param(args, 'framework'), param(args, 'version')];
      const ref = parseProfileRef(args.params.id);
      if (typeof ref !== 'number') return done(read(frameworkVersionQuery(framework, version)));
      const [content, profile] = await Promise.all([
        read(frameworkVersionQuery(framework, version)),
        read(referenceProfileQuery(framework, version, ref)),
      ]);
      // The comparison control lists the profile's version's other profiles.
      if (content && profile) await read(referenceProfilesQuery(profile.framework, profile.version));
      return null;
    },
    profilesCompare: async (args) => {
      const [framework, version] = [param(args, 'framework'), param(args, 'version')];
      const sides = [args.params.p1, args.params.p2]
        .map((value) => (value === undefined ? null : parseProfileRef(value)))
        .filter((ref): ref is number => typeof ref === 'number');
      const [content] = await Promise.all([
        read(frameworkVersionQuery(framework, version)),
        ...sides.map((id) => read(referenceProfileQuery(framework, version, id))),
      ]);
      if (content) await read(referenceProfilesQuery(framework, version));
      return null;
    },
    cohort: async (args) => {
      const content = await read(frameworkVersionQuery(param(args, 'framework'), param(args, 'version')));
      if (content) await read(referenceProfilesQuery(content.framework.machineName, content.version.number));
      return null;
    },
  };
}
