/** Time source of the services, so tests can move time (OTP expiry, sessions, rate windows). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
