/**
 * Changing one's own password (docs/features/accounts-and-security.md §2; docs/features/curation.md §14; docs/features/original-hub.md: current password required, new
 * and confirm must match, minimum length).
 */
import type { ChangePasswordRequest } from '@hub/domain';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { announceSessionChange } from './session-sync';

/** The fields of the change-password form, as the server names them in `issues`. */
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * PUT /api/v1/account/password.
 * @throws ApiError: 400 with `issues` on `currentPassword`, `newPassword` or `confirmPassword`
 */
export function changePassword(request: ChangePasswordRequest): Promise<void> {
  return apiSend<void>('PUT', '/api/v1/account/password', request);
}

/**
 * Change-password mutation. On success the other tabs are told (the server may have ended their
 * sessions); the caller shows 'Password changed successfully' and reloads.
 */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: announceSessionChange });
}
