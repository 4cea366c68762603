/**
 * The entries of `GET /api/version_manager` (one per framework with a released version: its released
 * versions, and the attribute types, expertise levels and domains of its newest one), shared by that route
 * and the legacy `GET /api/v1/framework` (legacy-routes.ts).
 */
import type { Db } from '../../db/client.js';
import { getVersionContent, listLiveFrameworks } from '../frameworks/index.js';
import { presentVersionManagerEntry } from './presenter.js';

/** Every framework with a released version, as version_manager presents it (docs/features/public-api.md §1). */
export async function versionManagerEntries(db: Db) {
  const models = await listLiveFrameworks(db);
  return Promise.all(
    models.map(async (model) => {
      const latest = model.liveVersions[0];
      if (!latest) throw new Error('live framework without a live version');
      const content = await getVersionContent(db, model.framework.machineName, latest.number);
      return presentVersionManagerEntry({
        model,
        attributeTypes: content.attributeTypes,
        expertiseLevels: content.expertiseLevels,
        latestDomains: content.domains,
        coreDomains: content.coreDomains,
      });
    }),
  );
}
