/**
 * Curators never lose typed work on the attribute settings screen (docs/features/curation.md §17): two framework managers of
 * NHS in two browser contexts. Alice has chosen another attribute type in an attribute's settings; Bob
 * moves the attribute to another competency and, for a second attribute, deletes it. When Alice's manage
 * view is read again her choice stays on screen: a moved attribute names its new competency and her save
 * goes through the conflict dialog to the new place; a deleted one says so and keeps her choices to copy.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import {
  competencyView,
  managerPage,
  manageSend,
  manageView,
  rereadManageView,
  snackbar,
} from './curation-api';

const FW = 'nhs';
/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);
const SOURCE = `Attribute source ${RUN}`;
const TARGET = `Attribute target ${RUN}`;

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

test.describe('attribute settings open while another manager moves or deletes the attribute', () => {
  let alice: Page;
  let bob: Page;
  let sourceId: number;
  let targetId: number;
  /** The attribute type the attributes are created with, and the one Alice chooses instead. */
  let first: { id: number; title: string };
  let chosen: { id: number; title: string };

  /** Creates an attribute of the source competency with the first attribute type; returns its id. */
  async function createAttribute(title: string): Promise<number> {
    const { attributes } = await manageSend<{ attributes: { id: number }[] }>(
      alice,
      'POST',
      FW,
      '/attributes',
      {
        competencyId: sourceId,
        attributeTypeId: first.id,
        titles: [title],
      },
    );
    return attributes[0]?.id as number;
  }

  /** Alice opens the attribute's settings and chooses the other attribute type (not saved). */
  async function aliceChoosesType(attributeId: number, title: string): Promise<void> {
    await alice.goto(`/framework/${FW}/competency/${sourceId}/attribute/${attributeId}/settings`);
    await expect(alice.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await alice.getByRole('combobox', { name: 'Attribute type' }).selectOption({ label: chosen.title });
  }

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.curatorA);
    bob = await managerPage(browser, USERS.curatorB);
    if (!(await manageView(alice, FW)).editable) await manageSend(alice, 'POST', FW, '/draft');
    const { domains } = await manageSend<{ domains: { id: number }[] }>(alice, 'POST', FW, '/domains', {
      titles: [`Attribute domain ${RUN}`],
    });
    const { competencies } = await manageSend<{ competencies: { id: number }[] }>(
      alice,
      'POST',
      FW,
      '/competencies',
      { domainId: domains[0]?.id, competencies: [{ title: SOURCE }, { title: TARGET }] },
    );
    sourceId = competencies[0]?.id as number;
    targetId = competencies[1]?.id as number;
    // Two attribute types to choose between: those of the draft, and new ones when it has fewer.
    const types = (await manageView(alice, FW)).attributeTypes.slice(0, 2);
    for (const title of [`Knowledge ${RUN}`, `Skill ${RUN}`].slice(types.length)) {
      types.push(await manageSend(alice, 'POST', FW, '/attribute-types', { title, description: '' }));
    }
    const [firstType, chosenType] = types.map(({ id, title }) => ({ id, title }));
    if (!firstType || !chosenType) throw new Error('the draft has fewer than two attribute types');
    [first, chosen] = [firstType, chosenType];
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("a move keeps Alice's choice, names the new competency, and her save lands there", async ({
    checkA11y,
  }) => {
    const title = `Moved attribute ${RUN}`;
    const attributeId = await createAttribute(title);
    await aliceChoosesType(attributeId, title);

    // Bob moves the attribute on his own settings screen.
    await bob.goto(`/framework/${FW}/competency/${sourceId}/attribute/${attributeId}/settings`);
    await bob.getByRole('combobox', { name: 'Competency' }).selectOption({ label: TARGET });
    await bob.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(bob, 'Attribute updated')).toBeVisible();

    await rereadManageView(alice, FW);
    const notice = alice.getByRole('status').filter({ hasText: 'Moved to another competency' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TARGET);
    await expect(alice.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(alice.getByRole('combobox', { name: 'Attribute type' })).toHaveValue(String(chosen.id));
    await expect(alice.getByRole('combobox', { name: 'Competency' })).toHaveValue(String(targetId));
    await checkA11y(alice);

    await alice.getByRole('button', { name: 'Save' }).click();
    const dialog = alice.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Changed by ${USERS.curatorB.username}`, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(chosen.title);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(first.title);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(snackbar(alice, 'Attribute updated')).toBeVisible();
    await expect(alice).toHaveURL(`/framework/${FW}/manage/competencies/${targetId}/manage-attributes`);

    const saved = (await competencyView(alice, FW, targetId)).competency.attributes.find(
      (a) => a.id === attributeId,
    );
    expect(saved?.attributeTypeId).toBe(chosen.id);
  });

  test("a deletion says so and keeps Alice's choices to copy", async ({ checkA11y }) => {
    const title = `Deleted attribute ${RUN}`;
    const attributeId = await createAttribute(title);
    await aliceChoosesType(attributeId, title);

    await manageSend(bob, 'DELETE', FW, `/attributes/${attributeId}`);

    await rereadManageView(alice, FW);
    const notice = alice.getByRole('alert').filter({ hasText: 'This attribute no longer exists' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('textbox', { name: 'Your choices' })).toHaveValue(
      `Attribute: ${title}\nCompetency: ${SOURCE}\nAttribute type: ${chosen.title}`,
    );
    await expect(notice.getByRole('button', { name: 'Copy my choices' })).toBeVisible();
    await expect(alice.getByRole('combobox', { name: 'Attribute type' })).toHaveValue(String(chosen.id));
    await expect(alice.getByRole('button', { name: 'Save' })).toBeDisabled();
    await checkA11y(alice);
  });
});
