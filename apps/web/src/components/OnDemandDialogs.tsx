import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { usePendingConflict } from '../lib/conflict';
import { useLatch } from '../lib/on-demand';
import { usePendingSignIn } from '../lib/reauth';

/**
 * The app-wide dialogs and snackbars load only when first needed (issue #18 §3, ADR 0027): a first visit
 * reads pages, and Mantine's modal, focus trap, transitions and notification container are not on its
 * start path.
 */
const ConflictDialog = lazy(() => import('./ConflictDialog').then((m) => ({ default: m.ConflictDialog })));
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));
const SnackbarContainer = lazy(() =>
  import('./SnackbarContainer').then((m) => ({ default: m.SnackbarContainer })),
);

/**
 * Mounts the snackbar container (one at a time, bottom centre: curation spec §8), the stale-write dialog
 * (issue #21 §1) and the in-place sign-in dialog (issue #21 §2) once each has something to show; until
 * then it renders nothing (the server's HTML and the first client render match).
 */
export function OnDemandDialogs() {
  const snackbars = useLatch(useNotifications().notifications.length > 0);
  const conflict = useLatch(usePendingConflict() !== null);
  const signIn = useLatch(usePendingSignIn() !== null);
  return (
    <Suspense fallback={null}>
      {snackbars && <SnackbarContainer />}
      {conflict && <ConflictDialog />}
      {signIn && <SignInDialog />}
    </Suspense>
  );
}
