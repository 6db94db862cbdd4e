import { decideAccess, restrictedRedirect, startupTarget } from './guard-decision';

describe('decideAccess', () => {
  it('sends a logged-out user on a route without ignoreAuth to login once the session is known', () => {
    expect(decideAccess({ loggedIn: false, sessionReady: true })).toBe('login');
    expect(decideAccess({ ignoreAuth: false, loggedIn: false, sessionReady: true })).toBe('login');
  });

  it('waits while the start-up session is unknown', () => {
    expect(decideAccess({ loggedIn: false, sessionReady: false })).toBe('wait');
  });

  it('lets a logged-in user (isLogin or isNewUserLogin) through', () => {
    expect(decideAccess({ loggedIn: true, sessionReady: true })).toBe('allow');
    expect(decideAccess({ loggedIn: true, sessionReady: false })).toBe('allow');
  });

  it('keeps ignoreAuth routes open to everyone', () => {
    expect(decideAccess({ ignoreAuth: true, loggedIn: false, sessionReady: true })).toBe('allow');
    expect(decideAccess({ ignoreAuth: true, loggedIn: false, sessionReady: false })).toBe('allow');
  });
});

describe('startupTarget', () => {
  it('sends a not-logged-in returning device to login, everyone else Home', () => {
    expect(startupTarget({ loggedIn: false, returningDevice: true })).toBe('login');
    expect(startupTarget({ loggedIn: false, returningDevice: false })).toBe('home');
    expect(startupTarget({ loggedIn: true, returningDevice: true })).toBe('home');
  });
});

describe('restrictedRedirect', () => {
  it('keeps a restricted session on the withdrawal, histories, Sorumlu Oyun and support', () => {
    for (const name of ['withdrawl', 'withdrawalPassword', 'bankaKartiBilgiler', 'Transactions', 'MyBettingRecords', 'sorumluOyun', 'CustomerService', 'kisiselBilgiler']) {
      expect(restrictedRedirect({ name, restricted: true })).toBe(false);
    }
    for (const name of ['Home', 'gamePlaying', 'Recharge', 'promotions', 'Vip', 'share', 'personal']) expect(restrictedRedirect({ name, restricted: true })).toBe(true);
  });

  it('leaves open routes and unrestricted sessions alone', () => {
    expect(restrictedRedirect({ name: 'login', ignoreAuth: true, restricted: true })).toBe(false);
    expect(restrictedRedirect({ name: 'Home', restricted: false })).toBe(false);
  });
});
