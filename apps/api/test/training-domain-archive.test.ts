/**
 * Archiving a domain deprecates the training mappings of all its competencies (docs/features/accounts-and-security.md §6): BioExcel's
 * draft archives domain 2 and is released as 1.1; the shipped resources mapped to its competencies then
 * show those mappings as deprecated (in 1.0, where they were last active), and mappings to other domains
 * stay active in 1.1.
 */
import type { ManageFrameworkView, TrainingResourceList } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('archiving a domain deprecates its training mappings', (ctx) => {
  let manager: AuthHeaders;
  let domain2: ManageFrameworkView['domains'][number];
  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'domain-archiver',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'domain-archiver', PASSWORD)).headers;
    const draft = await call(app, manager, 'POST', '/bioexcel/draft');
    expect(draft.statusCode, draft.body).toBe(201);
    const view: ManageFrameworkView = draft.json();
    domain2 = view.domains.find((d) => d.competencies.some((c) => c.code === '2.2')) as typeof domain2;
    const archived = await call(app, manager, 'PATCH', `/bioexcel/domains/${domain2.id}`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const release = await call(app, manager, 'POST', '/bioexcel/release', {
      version: '1.1',
      releaseNotes: 'Archives domain 2.',
    });
    expect(release.statusCode, release.body).toBe(200);
  });

  it("marks every mapping to the archived domain's competencies deprecated, and no other", async () => {
    const codes = new Set(domain2.competencies.map((c) => c.code));
    let seenDeprecated = 0;
    let seenActive = 0;
    for (let page = 1; page <= 14; page++) {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/v1/frameworks/bioexcel/training-resources?page=${page}`,
      });
      expect(response.statusCode).toBe(200);
      const list: TrainingResourceList = response.json();
      for (const entry of list.items.flatMap((i) => i.competencies)) {
        if (codes.has(entry.code)) {
          expect(entry, `${entry.code}`).toMatchObject({ deprecated: true, version: '1.0' });
          seenDeprecated++;
        } else {
          expect(entry, `${entry.code}`).toMatchObject({ deprecated: false, version: '1.1' });
          seenActive++;
        }
      }
      if (page * list.pageSize >= list.total) break;
    }
    expect(seenDeprecated).toBeGreaterThan(0);
    expect(seenActive).toBeGreaterThan(0);
  });
});
