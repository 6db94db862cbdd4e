import { ApiError } from '@casino/shared';

/**
 * A launch's refusals that the page answers with a gate of its own instead of a toast (the API client is told
 * not to toast them): 18+ before any launch, demo included, and real money is for members.
 */
const LAUNCH_GATES = { AGE_NOT_CONFIRMED: 'age', REGISTER_REQUIRED: 'member' } as const;
export type TLaunchGate = (typeof LAUNCH_GATES)[keyof typeof LAUNCH_GATES];

/** The codes for `apiPost`'s `quiet`. */
export const LAUNCH_GATE_CODES: readonly string[] = Object.keys(LAUNCH_GATES);

/** The gate a launch refusal opens, or null (any other failure: the frame's error panel). */
export function launchGateOf(error: unknown): TLaunchGate | null {
  if (!(error instanceof ApiError)) return null;
  return (LAUNCH_GATES as Record<string, TLaunchGate>)[error.code] ?? null;
}
