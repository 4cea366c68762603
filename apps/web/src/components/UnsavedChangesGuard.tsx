import { lazy, Suspense } from 'react';
import { useBlocker } from 'react-router';
import { useLatch } from '../lib/on-demand';
import { hasUnsavedChanges, useAnyUnsavedChanges } from '../lib/unsaved-changes';

/** The dialog loads the first time a navigation is blocked (issue #18 §3, ADR 0027). */
const UnsavedChangesDialog = lazy(() =>
  import('./UnsavedChangesDialog').then((m) => ({ default: m.UnsavedChangesDialog })),
);

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
  const blocked = blocker.state === 'blocked';
  const mounted = useLatch(blocked);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        opened={blocked}
        stay={() => blocker.reset?.()}
        leave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
