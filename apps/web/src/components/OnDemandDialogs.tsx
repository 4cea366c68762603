import { useNotifications } from '@mantine/notifications';
import { usePendingConflict } from '../lib/conflict';
import { useLoadedWhen } from '../lib/on-demand';
import { usePendingSignIn } from '../lib/reauth';
import { useSession } from '../lib/session';

// Module-level loaders, so that useLoadedWhen gets the same function on every render.
const loadConflictDialog = () => import('./ConflictDialog').then((m) => m.ConflictDialog);
const loadSignInDialog = () => import('./SignInDialog').then((m) => m.SignInDialog);
const loadSnackbarContainer = () => import('./SnackbarContainer').then((m) => m.SnackbarContainer);

/**
 * The snackbar container (one at a time, bottom centre: docs/features/curation.md §14), the stale-write dialog
 * (ADR 0021) and the in-place sign-in dialog (docs/features/curation.md §17), off a first visit's start path (ADR 0027): each loads the first time it has something to show, and all three load once a user
 * is signed in (the manage screens, where saves show them). Until then nothing renders, so the server's
 * HTML and the first client render match.
 */
export function OnDemandDialogs() {
  const signedIn = !!useSession().user;
  const snackbars = useNotifications().notifications.length > 0;
  const conflict = usePendingConflict() !== null;
  const signIn = usePendingSignIn() !== null;
  const SnackbarContainer = useLoadedWhen(signedIn || snackbars, loadSnackbarContainer);
  const ConflictDialog = useLoadedWhen(signedIn || conflict, loadConflictDialog);
  const SignInDialog = useLoadedWhen(signedIn || signIn, loadSignInDialog);
  return (
    <>
      {SnackbarContainer && <SnackbarContainer />}
      {ConflictDialog && <ConflictDialog />}
      {SignInDialog && <SignInDialog />}
    </>
  );
}
