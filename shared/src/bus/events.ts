import type { Lang } from '../constants';
import type { RemoteName } from '../contracts/registry';
import type { CashierOrderUpdate } from '../contracts/cashier';

/**
 * The one typed catalogue of bus events (`domain:event-past`). Remotes never invent untyped events:
 * add the event here with its payload type.
 */
export interface BusEvents {
  'auth:logged-in': { uid: string; userid: string; role: 'tourist' | 'user' };
  'auth:logged-out': { reason: 'user' | 'unauthorized' | 'expired' | 'switch-account' };
  'auth:login-requested': { mode: 'login' | 'register'; redirectTo?: string };
  'wallet:balance-changed': { totalAssetsMinor: number };
  'mail:claimed': { mailId: number; amountMinor: number };
  /** Pushed by the server when a mail arrives: the new unread count. */
  'mail:received': { unread: number };
  /** Pushed by the server when staff answer a support conversation. */
  'support:message-received': { conversationId: number; unread: number };
  /** Pushed by the server when this session was ended elsewhere (phone change, time-out, exclusion). */
  'auth:session-revoked': { reason: 'phone-changed' | 'password-changed' | 'time-out' | 'self-exclusion' | 'session-limit' | 'account-closed' | 'other' };
  /** `placement: 'bottom'`: a notice away from the header (the balance and its split), e.g. the previous login. */
  'ui:toast-requested': { kind: 'error' | 'success' | 'info'; message: string; placement?: 'top' | 'bottom' };
  /** A form succeeded: the toasts of its earlier failures go (they would sit over the success). */
  'ui:toasts-cleared': { kind: 'error' };
  'nav:requested': { to: string; replace?: boolean };
  'dialog:phone-bind-requested': { mode: 'bind' | 'login' };
  'dialog:phone-bind-closed': { mode: 'bind' | 'login' };
  'dialog:phone-bind-succeeded': { mode: 'bind' | 'login'; phone: string };
  'lang:changed': { lang: Lang };
  /** The player chose in the cookie/storage banner: tracking may start (analytics) or stays off. */
  'consent:changed': { analytics: boolean };
  /** The footer's "Çerez tercihleri": the banner opens again with the current choice. */
  'consent:preferences-requested': Record<string, never>;
  /** An API answer said the member must accept new terms (TERMS_NOT_ACCEPTED): the shell asks at once. */
  'consent:terms-required': Record<string, never>;
  'remote:load-failed': { name: RemoteName | string; message: string };
  // cashier
  /** Pushed by the server when one of the player's deposits or withdrawals changes state. */
  'cashier:order-updated': CashierOrderUpdate;
  // vip, wheel
  /** Pushed by the server when the player reaches a new VIP level (the reward, if any, is already credited). */
  'vip:leveled-up': { vipLevel: number; vipUrl: string; rewardMinor: number };
  /** pdd: a friend's help moved the player's prize (pushed to the inviter's open pages). */
  'pdd:progress-changed': { prizeId: number; progressMinor: number; targetMinor: number; helpersNeeded: number; status: 'open' | 'completed' };
  // staff console (pushed on the staff stream `/admin/staff/stream`, never to players)
  /** A staff work queue changed (a new adjustment, a withdrawal to review, a player's support message): reload it. */
  'staff:queue-changed': { queue: 'adjustments' | 'withdrawals' | 'support' };
  /** A wheel spin stopped on the prize the server drew. */
  'wheel:spun': { index: number; amountMinor: number; spinsLeft: number };
  // player protection
  /** The player chose another reality-check interval (minutes; null: off). */
  'protection:reality-check-changed': { minutes: number | null };
}

export type BusEventName = keyof BusEvents;

export interface BusMessage<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEvents[K];
}
