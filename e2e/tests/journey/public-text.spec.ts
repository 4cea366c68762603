/**
 * Honest, clean public text (ADR 0030): 'About this data' written for visitors (citations, what is
 * included and missing, agreeing with the page), each reference profile's source as one citation line, a
 * profile without a picture showing its job title once beside a neutral image, no repeated labels and no
 * machine names in what a visitor reads.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { referenceProfile } from '../profiles/reference-support';
import { ISCB, ISCB_EXTENSION } from '../support';

/** A commit hash (hex with two letters or more), a file name or path, a curator's to-do note. */
const CURATORS_TEXT =
  /\b(?=[0-9a-f]*[a-f][0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b|\.json\b|\.csv\b|\.Rmd\b|replace it|\bsrc\/|@ /i;
/** 'X (X)': a label repeated in brackets. */
const REPEATED_LABEL = /(\b[A-Z][\w ]{3,}) \(\1\)/;

/** The text a visitor reads in `locator` (hidden parts included once opened). */
const textOf = async (locator: Locator) =>
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a visitor sees, not hidden nodes
  (await locator.innerText()).replace(/\s+/g, ' ');

/** Opens 'About this data' of the framework page and returns the provenance region. */
async function openAbout(page: Page): Promise<Locator> {
  const provenance = page.getByRole('region', { name: 'Source and completeness' });
  await provenance.getByText('About this data').click();
  return provenance;
}

test("'About this data' of the extension cites its sources and agrees with the levels and profiles shown", async ({
  page,
  checkA11y,
}) => {
  await page.goto(ISCB_EXTENSION.path);
  await expect(page.getByRole('heading', { level: 1, name: ISCB_EXTENSION.title })).toBeVisible();
  const provenance = await openAbout(page);
  await expect(provenance.getByText(/Included: the six core-facility competencies N to S/)).toBeVisible();
  // It names the levels and the four profiles the framework shows, never that none are included.
  await expect(provenance).toContainText('Core facility scientist I, II and III, and Managerial role');
  await expect(provenance).toContainText('Level 3 (most advanced)');
  await expect(provenance).not.toContainText(/no profiles or (expertise )?levels/i);
  await expect(provenance.getByText(/^Missing: /)).toBeVisible();
  // Sources as citations: authors (year). Title (linked).
  await expect(provenance.getByRole('listitem').first()).toContainText(/^Lloret-Llinares M, .+ \(2025\)\. /);
  await expect(
    provenance.getByRole('link', { name: /^The ISCB competency framework v\. 3/ }),
  ).toHaveAttribute('href', 'https://doi.org/10.1093/bioadv/vbae166');
  expect(await textOf(provenance)).not.toMatch(CURATORS_TEXT);
  await checkA11y(page);

  // The page shows what the text says: its reference profiles.
  await page.getByRole('tab', { name: 'Career profiles' }).click();
  await expect(page.getByRole('list', { name: /Career profiles of/ }).getByRole('listitem')).toHaveCount(4);
});

test("every live framework's 'About this data' is free of commit hashes, paths and to-do notes", async ({
  page,
}) => {
  for (const path of ['/framework/bioexcel/1.0', ISCB.v2Path, ISCB.path, ISCB_EXTENSION.path]) {
    await page.goto(path);
    const provenance = await openAbout(page);
    await expect(provenance.getByText('Sources', { exact: true })).toBeVisible();
    expect(await textOf(provenance), path).not.toMatch(CURATORS_TEXT);
    expect(await textOf(page.getByRole('main')), path).not.toMatch(REPEATED_LABEL);
  }
});

test('a reference profile names its source in one citation line and its job title once, beside a neutral image', async ({
  page,
  request,
  checkA11y,
}) => {
  const profile = await referenceProfile(request, 'Managerial role');
  await page.goto(`/framework/iscb-3.0e1/e1/profile/view/${profile.id}${profile.urlAlias}`);
  const persona = page.getByTestId('persona-card');
  await expect(persona.getByRole('heading', { name: 'Managerial role' })).toBeVisible();
  await expect(persona.getByText('Managerial role', { exact: true })).toHaveCount(1);
  // No initials tile: an image without text.
  await expect(persona.getByTestId('persona-image')).toBeVisible();
  await expect(persona.getByTestId('persona-image')).toHaveText('');
  // The framework by its title and version, never 'iscb-3.0e1 e1'.
  await expect(persona).toContainText(`${ISCB_EXTENSION.title} e1`);

  const source = page.getByRole('region', { name: 'Source' });
  await expect(source.getByTestId('profile-citation')).toHaveText(
    /^Tim Downing \(Pirbright Institute\), Lara Nonell \(VHIO\) \(2024\)\. Survey of core facility career stages/,
  );
  await expect(source.getByRole('link', { name: /^Survey of core facility career stages/ })).toHaveAttribute(
    'href',
    'https://github.com/downingtim/Competencies',
  );
  await expect(source).toContainText('median');
  const visible = await textOf(page.getByRole('main'));
  expect(visible).not.toMatch(CURATORS_TEXT);
  expect(visible).not.toMatch(REPEATED_LABEL);
  expect(visible).not.toContain('iscb-3.0e1');
  await checkA11y(page);
});

test('profile cards and the stored profile panel show titles, each label once, and neutral images', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  // A stored guest profile whose job title is its name, for the extension.
  await page.evaluate(() =>
    localStorage.setItem(
      'guestProfile',
      JSON.stringify({
        version: 1,
        data: {
          frameworkName: 'iscb-3.0e1',
          frameworkId: 'iscb-3.0e1',
          versionNumber: 'e1',
          title: 'Managerial role',
          job_title: 'Managerial role',
          age: '',
          gender: 'None',
          qualification_background: '',
          current_role: '',
          additional_information: '',
          image: [],
          profile_mapping: [],
        },
      }),
    ),
  );
  await page.reload();
  const grid = page.getByRole('list', { name: /Career profiles of ISCB core facility extension/ });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  for (const card of await grid.getByTestId('profile-card').all()) {
    await expect(card.getByTestId('profile-image')).toHaveText('');
  }
  await expect(grid.getByText('Managerial role', { exact: true })).toHaveCount(1);
  const panel = page.getByRole('complementary', { name: 'Your profile' });
  await expect(panel).toContainText(`${ISCB_EXTENSION.title} e1`);
  await expect(panel.getByText('Managerial role', { exact: true })).toHaveCount(1);
  const visible = await textOf(page.getByRole('main'));
  expect(visible).not.toContain('iscb-3.0e1');
  expect(visible).not.toMatch(REPEATED_LABEL);
  await checkA11y(page);
});
