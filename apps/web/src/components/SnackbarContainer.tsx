import { Notifications } from '@mantine/notifications';

/**
 * Mantine's snackbar container as the app places it (one at a time, bottom centre: docs/features/curation.md §14),
 * loaded and mounted by {@link OnDemandDialogs} when first needed (ADR 0027).
 */
export function SnackbarContainer() {
  return <Notifications position="bottom-center" limit={1} />;
}
