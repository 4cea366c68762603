/**
 * 'Related competencies' (docs/features/interchange-files.md §9): a CASE package from another tool (numbers written as strings, an
 * isRelatedTo association between two competencies) is imported, released, and the competency's page lists
 * the related competency with the relation's name, linking to it.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { manageSend } from './curation-api';

const U = (n: number) => `7a2b3c40-0000-4000-8000-${String(n + 500).padStart(12, '0')}`;
const when = '2026-11-01T10:00:00+00:00';
const link = (n: number, title: string) => ({ identifier: U(n), title, uri: `https://example.org/${n}` });
const association = (
  n: number,
  type: string,
  origin: number,
  destination: number,
  sequenceNumber?: string,
) => ({
  identifier: U(n),
  uri: `https://example.org/${n}`,
  associationType: type,
  ...(sequenceNumber ? { sequenceNumber } : {}),
  originNodeURI: link(origin, String(origin)),
  destinationNodeURI: link(destination, String(destination)),
  lastChangeDateTime: when,
});
const item = (n: number, fullStatement: string, CFItemType: string) => ({
  identifier: U(n),
  uri: `https://example.org/${n}`,
  fullStatement,
  CFItemType,
  lastChangeDateTime: when,
});
const PACKAGE = {
  CFDocument: {
    identifier: U(1),
    uri: 'https://example.org/doc',
    creator: 'OpenSALT',
    title: 'Team science',
    lastChangeDateTime: when,
  },
  CFItems: [
    item(2, 'Collaboration', 'Domain'),
    item(3, 'Work in teams', 'Competency'),
    item(4, 'Lead a team', 'Competency'),
  ],
  CFAssociations: [
    association(10, 'isChildOf', 2, 1, '1'),
    association(11, 'isChildOf', 3, 2, '1'),
    association(12, 'isChildOf', 4, 2, '2'),
    association(13, 'isRelatedTo', 4, 3),
  ],
};

test("an imported relation shows on the competency's page as 'Related competencies'", async ({
  page,
  checkA11y,
}) => {
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  const { machineName } = await manageSend<{ machineName: string }>(page, 'POST', 'import-case', '', {
    package: JSON.stringify(PACKAGE),
  });
  await manageSend(page, 'POST', machineName, '/release', { version: '1.0', releaseNotes: 'From CASE' });
  const version = await (await page.request.get(`/api/v1/frameworks/${machineName}/versions/1.0`)).json();
  const competencies = version.domains[0].competencies as { id: number; title: string }[];
  const lead = competencies.find((c) => c.title === 'Lead a team');
  const teams = competencies.find((c) => c.title === 'Work in teams');
  await page.goto(`/framework/${machineName}/1.0/competency/details/${lead?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead a team' })).toBeVisible();
  const related = page.getByRole('region', { name: 'Related competencies' });
  await expect(related).toContainText('Is related to:');
  await expect(related.getByRole('link', { name: 'Work in teams' })).toHaveAttribute(
    'href',
    `/framework/${machineName}/1.0/competency/details/${teams?.id}`,
  );
  await checkA11y(page);
});
