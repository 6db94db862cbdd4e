import type { LoginResult, UserInfoResult } from '../contracts/user';
import { toUserFields } from './user-fields';

describe('toUserFields', () => {
  it("puts the API's numeric ids and agent tier in the store as strings, and its 'member' as the store's 'user'", () => {
    const info: Pick<UserInfoResult, 'userid' | 'id' | 'role' | 'agentType' | 'nikeName' | 'totalAssets'> = { userid: 7, id: 7, role: 'member', agentType: 2, nikeName: 'Oyuncu', totalAssets: 1050 };
    expect(toUserFields(info)).toEqual({ userid: '7', id: '7', role: 'user', agentType: '2', nikeName: 'Oyuncu', totalAssets: 1050 });
  });

  it('keeps a tourist a tourist, and gives nothing for an empty answer', () => {
    const login: Pick<LoginResult, 'userid' | 'role' | 'token'> = { userid: 3, role: 'tourist', token: 't' };
    expect(toUserFields(login)).toEqual({ userid: '3', role: 'tourist', token: 't' });
    expect(toUserFields(null)).toEqual({});
  });
});
