import { globalStore } from '@casino/shared';
import { platformStore } from '../platform-store';
import { followPlayerMarket, marketNoticeOf, pageMarketLoaded, resetPlayerMarket } from './player-market';

const tr = { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY' };
const az = { id: 'az', name: 'Azerbaijan', defaultLang: 'en', currency: 'AZN' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetPlayerMarket();
  platformStore.market = null;
});

describe('the player’s market', () => {
  it('shows the page’s market until the session names the player’s, then keeps the player’s for the device', () => {
    const reload = jest.fn();
    pageMarketLoaded(az, reload);
    expect([globalStore.market, globalStore.currency]).toEqual(['az', 'AZN']);
    followPlayerMarket({ market: 'az', currency: 'AZN' }, reload);
    expect(localStorage.getItem('playerMarket')).toBe('az');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads a page of another market once, as the player’s, and never shows its currency for their money', () => {
    const reload = jest.fn();
    pageMarketLoaded(az, reload);
    followPlayerMarket({ market: 'tr', currency: 'TRY' }, reload);
    expect([globalStore.market, globalStore.currency]).toEqual(['tr', 'TRY']);
    expect(localStorage.getItem('playerMarket')).toBe('tr');
    expect(reload).toHaveBeenCalledTimes(1);
    // A registry that still answers az after the reload: no loop, the money stays the player's.
    followPlayerMarket({ market: 'tr', currency: 'TRY' }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the player’s currency when the registry answers after the session', () => {
    const reload = jest.fn();
    followPlayerMarket({ market: 'tr', currency: 'TRY' }, reload);
    pageMarketLoaded(tr, reload);
    expect([globalStore.market, globalStore.currency]).toEqual(['tr', 'TRY']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores an answer without a market (an older API)', () => {
    pageMarketLoaded(az, jest.fn());
    followPlayerMarket({}, jest.fn());
    expect(globalStore.currency).toBe('AZN');
    expect(localStorage.getItem('playerMarket')).toBeNull();
  });

  it('names the notice: the player’s own market instead of the link’s, or the default for an unknown one', () => {
    expect(marketNoticeOf({ market: 'tr', requested: 'az' }, { market: tr, requestedMarket: 'tr' })).toEqual({ kind: 'own', requested: 'az' });
    expect(marketNoticeOf({ market: 'xx', requested: null }, { market: tr, requestedMarket: 'xx' })).toEqual({ kind: 'unknown', requested: 'xx' });
    expect(marketNoticeOf({ market: 'az', requested: null }, { market: az, requestedMarket: 'az' })).toBeNull();
  });
});
