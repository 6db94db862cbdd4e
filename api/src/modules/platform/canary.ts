import { createHash } from 'node:crypto';

/**
 * A device's bucket (0-99) for one remote: the first 32 bits of sha256("<device>:<remote>") modulo 100.
 * Stable per device, independent per remote, and a canary of p % takes buckets 0..p-1, so growing p
 * keeps every device that was already on the canary. The e2e suite computes the same formula.
 */
export const canaryBucket = (deviceId: string, remote: string): number =>
  createHash('sha256').update(`${deviceId}:${remote}`).digest().readUInt32BE(0) % 100;

/** Whether this device gets the canary version of a remote at `percent` (0 ends a canary, 100 is everyone). */
export const inCanary = (deviceId: string | null, remote: string, percent: number): boolean =>
  deviceId !== null && deviceId !== '' && percent > 0 && canaryBucket(deviceId, remote) < percent;
