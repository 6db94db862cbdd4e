import { isLoggedIn, patchUser, resetUser, userDefaults, userStore } from './user-store';
import { globalDefaults } from './global-store';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('user store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetUser();
  });

  it('has the spec defaults', () => {
    const d = userDefaults();
    expect(d.appId).toBe('2000');
    expect(d.role).toBe('tourist');
    expect(d.lang).toBe('tk');
    expect(d.isLogin).toBe(false);
  });

  it('persists the token in localStorage under its own key', async () => {
    patchUser({ token: 'abc', nikeName: 'Mehmet' });
    await flush();
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('userInfo')!).nikeName).toBe('Mehmet');
  });

  it('counts isNewUserLogin as logged in', () => {
    expect(isLoggedIn({ isLogin: false, isNewUserLogin: false })).toBe(false);
    expect(isLoggedIn({ isLogin: false, isNewUserLogin: true })).toBe(true);
    expect(isLoggedIn({ isLogin: true, isNewUserLogin: false })).toBe(true);
  });

  it('reset keeps the device identity and clears the rest', async () => {
    patchUser({ deviceNumber: 'dev', token: 't', isLogin: true, totalAssets: 500 });
    resetUser();
    await flush();
    expect(userStore.deviceNumber).toBe('dev');
    expect(userStore.isLogin).toBe(false);
    expect(userStore.totalAssets).toBe(0);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('global store', () => {
  it('has the spec fields', () => {
    expect(Object.keys(globalDefaults()).sort()).toEqual(['activeLabel', 'currency', 'gameData', 'isLoading', 'isPc', 'labelList', 'market', 'menuBadges', 'menuIndex']); // the spec's fields and the market's currency and id
  });
});
