/**
 * A TeSS re-import keeps what a content manager changed (ADR 0052), with two content managers in their own
 * browser contexts: A curates the title of an imported TeSS material; B imports the same material again.
 * A's title stays, and B is shown TeSS's new title to accept ('Use TeSS's value'). TeSS's Markdown shows
 * as formatting on the resource page, never as asterisks.
 */
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage } from './curation-api';

const PROVIDER = 'Australian BioCommons';
const MATERIAL = 'WEBINAR: Managing hands-on data analysis training with Galaxy';
/** The title TeSS gave at the first import (TeSS has retitled the material since). */
const OLD = 'Managing hands-on training with Galaxy (webinar)';
const CURATED = 'Hands-on Galaxy training at scale (curated by A)';

test('B re-imports a TeSS material: the title A curated stays, TeSS’s new title is offered', async ({
  browser,
  checkA11y,
}) => {
  test.slow();
  const a = await managerPage(browser, USERS.content);
  const b = await managerPage(browser, USERS.contentB);

  // The first import, made when TeSS still had the older title (set up through the API).
  const draft = await (
    await a.request.get(`/api/v1/manage/tess/items/material/60104?provider=${encodeURIComponent(PROVIDER)}`)
  ).json();
  const { csrfToken } = (await (await a.request.get('/api/v1/session/token')).json()) as {
    csrfToken: string;
  };
  const first = await a.request.post('/api/v1/manage/training-resources', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { ...draft, existingSlug: undefined, title: OLD },
  });
  expect(first.status(), await first.text()).toBe(201);
  const { slug } = (await first.json()) as { slug: string };

  // A curates the title in the edit form.
  await a.goto(`/training-resources/${slug}`);
  await a.getByRole('link', { name: 'Edit', exact: true }).click();
  await a.getByLabel('Title').fill(CURATED);
  await a.getByRole('button', { name: 'Save' }).click();
  await expect(a.getByRole('heading', { level: 1, name: CURATED })).toBeVisible();
  // TeSS's Markdown is formatting on the page, not asterisks.
  await expect(a.locator('strong', { hasText: 'Event description' })).toBeVisible();
  await expect(a.getByText('**Event description**')).toHaveCount(0);

  // B imports the same material from TeSS.
  await b.goto('/training-resource/create');
  await b.getByLabel('Content provider').selectOption(PROVIDER);
  await b.getByLabel('Kind').selectOption('material');
  await b.getByLabel('Material', { exact: true }).selectOption({ label: MATERIAL });
  await b.getByRole('button', { name: 'Fill the form' }).click();
  await expect(
    b.getByText('This item was imported before: saving updates that training resource.'),
  ).toBeVisible();
  await expect(b.getByLabel('Title')).toHaveValue(MATERIAL);
  await b.getByRole('button', { name: 'Save' }).click();

  const kept = b.getByRole('region', { name: 'Kept: changed by a content manager' });
  const title = kept.getByRole('group', { name: 'Title' });
  await expect(title.getByText(CURATED)).toBeVisible();
  await expect(title.getByText(MATERIAL)).toBeVisible();
  await checkA11y(b);

  // A's title is still the resource's title.
  await a.reload();
  await expect(a.getByRole('heading', { level: 1, name: CURATED })).toBeVisible();

  // B takes TeSS's title.
  await title.getByRole('button', { name: "Use TeSS's value for Title" }).click();
  await expect(title.getByText("TeSS's value is used.")).toBeVisible();
  await kept.getByRole('link', { name: 'Open the training resource' }).click();
  await expect(b.getByRole('heading', { level: 1, name: MATERIAL })).toBeVisible();
  await checkA11y(b);

  await a.context().close();
  await b.context().close();
});
