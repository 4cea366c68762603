/**
 * Snackbars (docs/features/curation.md §14): at most one shown, bottom centre (see AppProviders). Only the outcome of
 * the last action shows (docs/features/curation.md §17): a new snackbar replaces the one on screen and anything queued,
 * so no stale outcome appears after it.
 */
import { notifications } from '@mantine/notifications';
import { ApiError } from './api-client';

/** The original hub's message for any failed save, edit, archive, publish, draft, notes or order action. */
export const REQUEST_FAILED_MESSAGE = 'Unable to perform the request';

/** The snackbar's close button needs an accessible name (axe: button-name). */
const CLOSE_BUTTON_PROPS = { 'aria-label': 'Close notification' };

/**
 * Shows a success snackbar such as 'Domains created' or 'Competency updated' (docs/features/browsing.md §10).
 * @param message the text; an identical message already on screen is not repeated
 */
export function notifySuccess(message: string): void {
  notifications.clean();
  notifications.show({
    id: `success:${message}`,
    message,
    color: 'teal',
    autoClose: 4000,
    closeButtonProps: CLOSE_BUTTON_PROPS,
  });
}

/**
 * Shows the failure snackbar: 'Unable to perform the request', followed by the server's reason when the
 * failure is an ApiError (for example 'Version 1.1 already exists').
 * @param error what failed (optional)
 */
export function notifyFailure(error?: unknown): void {
  const detail = error instanceof ApiError && error.message ? `: ${error.message}` : '';
  const message = `${REQUEST_FAILED_MESSAGE}${detail}`;
  notifications.clean();
  notifications.show({
    id: `failure:${message}`,
    message,
    color: 'red',
    autoClose: 8000,
    closeButtonProps: CLOSE_BUTTON_PROPS,
  });
}
