import type { BusEvents } from '../bus/events';

/**
 * Bus events the server pushes to a player's open pages over `GET /push/stream` (server-sent
 * events). The event name on the wire IS the bus event name; the shared push client re-emits it on
 * the bus, so a remote listens to the bus as for any other event. Add a name here (and its payload
 * in BusEvents) before the API publishes it.
 */
export const PUSH_EVENT_NAMES = ['wallet:balance-changed', 'mail:received', 'support:message-received', 'auth:session-revoked', 'cashier:order-updated', 'vip:leveled-up', 'pdd:progress-changed', 'staff:queue-changed'] as const;
export type PushEventName = (typeof PUSH_EVENT_NAMES)[number];

export type PushEvent = { [K in PushEventName]: { type: K; data: BusEvents[K] } }[PushEventName];

export const isPushEventName = (value: string): value is PushEventName => (PUSH_EVENT_NAMES as readonly string[]).includes(value);

/** Path of the stream (GET, session token in the Authorization header, like every call). */
export const PUSH_STREAM_PATH = '/push/stream';
