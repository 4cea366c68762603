import { ConflictDialog } from './ConflictDialog';
import { SignInDialog } from './SignInDialog';
import { SnackbarContainer } from './SnackbarContainer';

/**
 * The app-wide snackbar container (one at a time, bottom centre: curation spec §8), the stale-write
 * dialog (issue #21 §1) and the in-place sign-in dialog (issue #21 §2), mounted with the app.
 *
 * ADR 0027 loaded them lazily, the first time each had something to show; on the manage screens the
 * lazily loaded container and dialogs never appeared (the 'Framework details saved' snackbar, the
 * conflict and sign-in dialogs: undo, stale-forms and expired-session specs), so they are loaded with the
 * app again until that is understood. Their cost on a first visit's JavaScript is quoted in the notes.
 */
export function OnDemandDialogs() {
  return (
    <>
      <SnackbarContainer />
      <ConflictDialog />
      <SignInDialog />
    </>
  );
}
