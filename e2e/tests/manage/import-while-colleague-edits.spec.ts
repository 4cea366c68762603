/**
 * An import into a draft is based on its preview (ADR 0065): two framework managers of the Data Steward
 * framework in two browser contexts. Alice previews her edited CSV (each added and changed item listed);
 * meanwhile Bob renames a competency her file leaves as it was. Her import is refused with 'The draft
 * changed since your preview', the file is previewed again with Bob's rename marked and kept, and the
 * import then changes what her file changed without reverting Bob's rename.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage, manageSend, manageView, openManageTab } from './curation-api';

const FW = 'datasteward';
/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers, two previews and axe scans on a shared machine.
test.setTimeout(180_000);

interface Tree {
  domains: {
    id: number;
    uuid: string;
    title: string;
    competencies: { id: number; uuid: string; title: string }[];
  }[];
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

test.describe('an import while a colleague edits the draft', () => {
  let alice: Page;
  let bob: Page;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.importerA);
    bob = await managerPage(browser, USERS.importerB);
    // A fresh draft of its own each run, with a domain and two competencies.
    if ((await manageView(alice, FW)).editable) await manageSend(alice, 'DELETE', FW, '/draft');
    await manageSend(alice, 'POST', FW, '/draft');
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("is previewed again when the draft changed, marking and keeping the colleague's rename", async ({
    checkA11y,
  }) => {
    const { domains } = await manageSend<{ domains: { id: number }[] }>(alice, 'POST', FW, '/domains', {
      titles: [`Stewardship ${RUN}`],
    });
    await manageSend(alice, 'POST', FW, '/competencies', {
      domainId: domains[0]?.id,
      competencies: [{ title: `Plan data ${RUN}` }, { title: `Share data ${RUN}` }],
    });
    const tree = (await manageView(alice, FW)) as unknown as Tree;
    const domain = tree.domains.find((d) => d.title === `Stewardship ${RUN}`);
    const [plan, share] = domain?.competencies ?? [];
    if (!domain || !plan || !share) throw new Error('the draft has its domain and competencies');

    // Alice's edited working copy: 'Plan data' reworded, a competency added, 'Share data' as it was.
    const csv = [
      'Domain UUID,Domain,Competency UUID,Competency,Attribute UUID,Attribute type,Attribute',
      [domain.uuid, domain.title, plan.uuid, `Plan and document data ${RUN}`, '', '', ''].map(cell).join(','),
      [domain.uuid, domain.title, share.uuid, share.title, '', '', ''].map(cell).join(','),
      [domain.uuid, domain.title, '', `Archive data ${RUN}`, '', '', ''].map(cell).join(','),
    ].join('\n');

    await alice.goto(`/framework/${FW}/manage/competencies`);
    await openManageTab(alice, 'Add and import');
    const panel = alice.getByRole('region', { name: 'Import into the draft' });
    await panel
      .locator('input[type="file"]')
      .setInputFiles({ name: 'datasteward.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await panel.getByRole('button', { name: 'Preview the import' }).click();
    await expect(panel.getByTestId('draft-import-added')).toContainText(
      `The competency “Archive data ${RUN}” under “Stewardship ${RUN}”`,
    );
    await expect(panel.getByTestId('draft-import-changed')).toContainText(
      `The competency “Plan data ${RUN}” → “Plan and document data ${RUN}”`,
    );
    await expect(panel.getByTestId('draft-import-kept')).toHaveCount(0);
    await checkA11y(alice);

    // Meanwhile Bob renames 'Share data', which Alice's file leaves as it was.
    const renamed = `Share and publish data ${RUN}`;
    await manageSend(bob, 'PATCH', FW, `/competencies/${share.id}`, { title: renamed });

    await panel.getByRole('button', { name: 'Import into the draft' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'The file was not imported' })).toHaveCount(0);
    const notice = panel.getByText('The draft changed since your preview');
    await expect(notice).toBeVisible();
    await expect(panel).toContainText('importer-b changed the draft after you previewed this file');
    const kept = panel.getByTestId('draft-import-kept');
    await expect(kept).toContainText(`The competency “${renamed}” stays (your file: “Share data ${RUN}”)`);
    await expect(kept).toContainText('Changed by importer-b since your file');
    await checkA11y(alice);
    // Nothing was imported by the refused attempt.
    expect(
      (await manageView(bob, FW)).domains.flatMap((d) => d.competencies).map((c) => c.title),
    ).not.toContain(`Archive data ${RUN}`);

    await panel.getByRole('button', { name: 'Import into the draft' }).click();
    await expect(panel.getByRole('status')).toContainText('Added 0 domains, 1 competency, 0 attributes');
    const titles = (await manageView(bob, FW)).domains.flatMap((d) => d.competencies).map((c) => c.title);
    expect(titles).toEqual(
      expect.arrayContaining([`Plan and document data ${RUN}`, renamed, `Archive data ${RUN}`]),
    );
    expect(titles, "nothing of Bob's is reverted").not.toContain(`Share data ${RUN}`);
    await checkA11y(alice);
  });
});
