import { useBlocker } from 'react-router';
import { hasUnsavedChanges, useAnyUnsavedChanges } from '../lib/unsaved-changes';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

/**
 * Asks before leaving a screen whose form holds unsaved changes (issue #21 §2; lib/unsaved-changes):
 * 'Stay' keeps the screen and the typed values, 'Leave without saving' goes on. Mounted once, inside the
 * router (the layout).
 */
export function UnsavedChangesGuard() {
  useAnyUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  // Loaded with the app: loaded on demand (ADR 0027), the dialog did not always appear on the manage
  // screens (stale-forms spec).
  return (
    <UnsavedChangesDialog
      opened={blocker.state === 'blocked'}
      stay={() => blocker.reset?.()}
      leave={() => blocker.proceed?.()}
    />
  );
}
