import type { UserState } from '../contracts/user';

/**
 * User fields from an API answer in the store's types: the API sends numeric ids and calls a
 * registered player 'member' (the store's 'user').
 */
export function toUserFields(result: Partial<Omit<UserState, 'role' | 'userid' | 'id'>> & { role?: string; userid?: string | number; id?: string | number } | null | undefined): Partial<UserState> {
  if (!result) return {};
  const { role, userid, id, ...rest } = result;
  const fields: Partial<UserState> = { ...rest };
  if (userid !== undefined) fields.userid = String(userid);
  if (id !== undefined) fields.id = String(id);
  if (role !== undefined) fields.role = role === 'tourist' ? 'tourist' : 'user';
  return fields;
}
