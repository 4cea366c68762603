import { useBlocker } from 'react-router';
import { useLoadedWhen } from '../lib/on-demand';
import { hasUnsavedChanges, useAnyUnsavedChanges } from '../lib/unsaved-changes';

const loadDialog = () => import('./UnsavedChangesDialog').then((m) => m.UnsavedChangesDialog);

/**
 * Asks before leaving a screen whose form holds unsaved changes (docs/features/curation.md §17; lib/unsaved-changes):
 * 'Stay' keeps the screen and the typed values, 'Leave without saving' goes on. Mounted once, inside the
 * router (the layout). The dialog loads as soon as a form holds unsaved changes, before any navigation
 * is blocked (ADR 0027).
 */
export function UnsavedChangesGuard() {
  const dirty = useAnyUnsavedChanges();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  const UnsavedChangesDialog = useLoadedWhen(dirty || blocked, loadDialog);
  if (!UnsavedChangesDialog) return null;
  return (
    <UnsavedChangesDialog opened={blocked} stay={() => blocker.reset?.()} leave={() => blocker.proceed?.()} />
  );
}
