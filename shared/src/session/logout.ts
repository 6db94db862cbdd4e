import type { BusEvents } from '../bus/events';
import { bus } from '../bus/bus';
import { resetUser } from '../stores/user-store';
import { clearLoginTime } from './session';

/**
 * Ends the session on this device: clears the stored login time and user, resets the user store
 * and tells everyone. Used on a 401 answer, on expiry and by the logout action.
 */
export function logoutLocally(reason: BusEvents['auth:logged-out']['reason']): void {
  clearLoginTime();
  resetUser();
  bus.emit('auth:logged-out', { reason });
}
