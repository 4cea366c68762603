/**
 * Importing a CASE package (docs/features/interchange-files.md §1): a framework manager with no framework uploads a CFPackage on the
 * manage-frameworks screen; it becomes a new framework with a draft, assigned to them. A package with a
 * dangling association is refused with its JSON path.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { casePackageBuilders } from './case-package';

const { U, childOf, item, document } = casePackageBuilders('7a2b3c40-0000-4000-8000-', 'https://example.org');
const PACKAGE = {
  CFDocument: document('Research software engineering'),
  CFItems: [
    item(2, 'Software craft', 'Domain'),
    item(3, 'Review code'),
    item(4, 'Knows code review etiquette', 'Knowledge'),
  ],
  CFAssociations: [childOf(10, 2, 1), childOf(11, 3, 2), childOf(12, 4, 3)],
};

test('a manager imports a CASE package as a new framework draft; a broken one is refused with its path', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  await page.goto('/manage-frameworks');
  const panel = page.getByRole('region', { name: 'Import a CASE package' });
  await expect(panel.getByRole('button', { name: 'Import as a draft' })).toBeDisabled();
  await checkA11y(page);
  const upload = async (pkg: unknown) => {
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'package.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(pkg)),
    });
    await panel.getByRole('button', { name: 'Import as a draft' }).click();
  };

  const broken = structuredClone(PACKAGE);
  broken.CFAssociations[1] = childOf(11, 3, 99);
  await upload(broken);
  await expect(panel.getByRole('alert')).toContainText('The package was not imported');
  await expect(panel.getByTestId('case-import-issues')).toContainText(
    `$.CFAssociations[1].destinationNodeURI.identifier: no item or document "${U(99)}" in the package`,
  );
  await checkA11y(page);

  await upload(PACKAGE);
  await expect(panel.getByRole('status')).toContainText(
    'created framework research-software-engineering with a draft (1 domains, 1 competencies, 1 attributes)',
  );
  await expect(page.getByRole('link', { name: 'Research software engineering' })).toBeVisible();
  await checkA11y(page);
  await panel.getByRole('link', { name: 'Open the draft' }).click();
  await expect(page).toHaveURL(/\/framework\/research-software-engineering\/manage\/competencies/);
  await expect(page.getByRole('heading', { name: 'Software craft' })).toBeVisible();
  await expect(page.getByText('Review code').first()).toBeVisible();
});
