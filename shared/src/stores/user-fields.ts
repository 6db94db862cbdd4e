import type { UserState } from '../contracts/user';

/**
 * The user fields an API answer carries (`LoginResult`, `UserInfoResult`, the bind-phone answer), in the API's
 * types: numeric ids, a registered player's role 'member', a numeric agent tier.
 */
export type UserFieldsAnswer = Partial<Omit<UserState, 'role' | 'userid' | 'id' | 'agentType'>> & {
  role?: string;
  userid?: string | number;
  id?: string | number;
  agentType?: string | number;
};

/**
 * User fields from an API answer in the store's types: the API sends numeric ids and calls a
 * registered player 'member' (the store's 'user').
 */
export function toUserFields(result: UserFieldsAnswer | null | undefined): Partial<UserState> {
  if (!result) return {};
  const { role, userid, id, agentType, ...rest } = result;
  const fields: Partial<UserState> = { ...rest };
  if (userid !== undefined) fields.userid = String(userid);
  if (id !== undefined) fields.id = String(id);
  if (agentType !== undefined) fields.agentType = String(agentType);
  if (role !== undefined) fields.role = role === 'tourist' ? 'tourist' : 'user';
  return fields;
}
