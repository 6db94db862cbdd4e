import { apiPost, type SignInRecord } from '@casino/shared';

/** `/signInRecord/getSignInRecord`: where the player stands in the cycle today. */
export async function fetchSignInRecord(userId: string): Promise<SignInRecord | null> {
  return (await apiPost<SignInRecord>('/signInRecord/getSignInRecord', { userId })).resultData;
}

/** `/signInRecord/getSignInUpdate`: collects today's reward (once per Istanbul day). */
export async function collectSignIn(userId: string): Promise<SignInRecord | null> {
  return (await apiPost<SignInRecord>('/signInRecord/getSignInUpdate', { userId })).resultData;
}
