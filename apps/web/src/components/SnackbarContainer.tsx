import { Notifications } from '@mantine/notifications';

/**
 * Mantine's snackbar container as the app places it (one at a time, bottom centre: curation spec §8),
 * mounted by {@link OnDemandDialogs} with the app (ADR 0027 addendum).
 */
export function SnackbarContainer() {
  return <Notifications position="bottom-center" limit={1} />;
}
