import { Notifications } from '@mantine/notifications';

/**
 * Mantine's snackbar container as the app places it (one at a time, bottom centre: curation spec §8),
 * in its own module so that {@link OnDemandDialogs} loads it when the first snackbar is shown.
 */
export function SnackbarContainer() {
  return <Notifications position="bottom-center" limit={1} />;
}
