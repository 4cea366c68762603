/**
 * Training for every gap (docs/features/profiles.md §6): the core-facility extension has reference profiles but no mapped
 * training, so the comparison summary searches TeSS (the stand-in) for each gap: what it finds is labelled
 * as found in TeSS with type and provider, a competency with nothing found says so, each has a 'Search
 * TeSS' link; when TeSS cannot be searched the summary says so in one line and the rest stays.
 */
import { expect, test } from '../fixtures';
import { referenceProfile, storeGuestProfile } from '../profiles/reference-support';

test('the summary adds training found in TeSS under each gap, or says TeSS could not be searched', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  const reference = await referenceProfile(request, 'Managerial role');
  await page.goto('/');
  await storeGuestProfile(page, request, () => 0);
  const summary = `/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}/summary`;
  await page.goto(summary);
  await expect(page.getByRole('heading', { name: 'Find training resources', level: 1 })).toBeVisible();

  const training = page
    .getByTestId('improvement-item')
    .filter({ hasText: 'Provide training in bioinformatics' });
  const found = training.getByRole('list', { name: 'Found in TeSS for Provide training in bioinformatics' });
  await expect(found).toBeVisible();
  await expect(training).toContainText("Found by searching TeSS; not mapped by the framework's curators");
  await expect(found.getByRole('listitem').first()).toContainText(
    /Material.*(Australian BioCommons|Galaxy Training)/,
  );
  await expect(
    training.getByRole('link', {
      name: 'Search TeSS for “training bioinformatics” (for Provide training in bioinformatics; opens in a new tab)',
    }),
  ).toHaveAttribute('href', /\/search\?q=training\+bioinformatics$/);

  const leadership = page.getByTestId('improvement-item').filter({ hasText: 'Leadership' });
  await expect(leadership).toContainText('Nothing found by searching TeSS.');
  await expect(leadership.getByRole('link', { name: /^Search TeSS for .*\(for Leadership;/ })).toBeVisible();
  await checkA11y(page);

  // TeSS down: the hub answers 'unavailable' for every competency; one line each, the rest unchanged.
  await page.route('**/api/v1/training-resources/tess-search', async (route) => {
    const body = route.request().postDataJSON() as { competencies: { uuid: string }[] };
    await route.fulfill({
      json: {
        competencies: body.competencies.map((c) => ({
          competencyUuid: c.uuid,
          status: 'unavailable',
          query: 'q',
          searchUrl: 'https://tess.elixir-europe.org/search?q=q',
          expectedDifficulty: null,
          items: [],
        })),
      },
    });
  });
  await page.reload();
  await expect(training).toContainText('TeSS could not be searched just now.');
  await expect(training).toContainText(/Gap: \d+ levels?/);
  await expect(page.getByText("Found by searching TeSS; not mapped by the framework's curators")).toHaveCount(
    0,
  );
});
