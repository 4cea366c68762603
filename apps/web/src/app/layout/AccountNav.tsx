import type { Capabilities, CurrentUser } from '@hub/domain';
import type { ComponentType } from 'react';
import { useLoadedWhen } from '../../lib/on-demand';
import type { AccountNav as Content } from './AccountNavContent';

type Props = Parameters<typeof Content>[0];

/** The navigation's module (its links, the logout and its failure snackbar), loaded when signed in (ADR 0055). */
const loadNav = (): Promise<ComponentType<Props>> =>
  import('./AccountNavContent').then((module) => module.AccountNav);

/**
 * The account navigation of a signed-in user (AccountNavContent.tsx). The session is known in the browser
 * only (the server renders every page for nobody), so a visitor never loads its code; nothing until it
 * has arrived. Source: docs/features/curation.md §2.
 * @param user the signed-in user; @param can what the server says they may do
 */
export function AccountNav({ user, can }: { user: CurrentUser; can: Capabilities }) {
  const Nav = useLoadedWhen(true, loadNav);
  return Nav ? <Nav user={user} can={can} /> : null;
}
