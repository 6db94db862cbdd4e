import { STORAGE_KEYS, globalStore, storage, type Registry, type RegistryMarket } from '@casino/shared';
import { platformStore, type PlatformState } from '../platform-store';
import type { ChosenMarket } from '../registry/registry';

/** sessionStorage: the market this tab reloaded for once (a registry that cannot serve it never loops). */
const RELOADED_FOR = 'playerMarketReload';

type TOwnMarket = { market: string; currency: string };
let own: TOwnMarket | null = null;

/**
 * The page's amounts and phone rule follow the player's own market once the session names it, else the
 * market the page loaded. A page of another market (a member of one market logged in on another's page) reloads
 * once as the player's market (chooseMarket picks it from then on): its remotes, offers and cashier are that
 * market's, and the money is never shown in another currency.
 */
function settle(reload: () => void): void {
  const page = platformStore.market;
  const shown = own ?? (page ? { market: page.id, currency: page.currency } : null);
  if (shown) {
    globalStore.market = shown.market;
    globalStore.currency = shown.currency;
  }
  if (!own || !page || page.id === own.market) return;
  if (sessionStorage.getItem(RELOADED_FOR) === own.market) return;
  sessionStorage.setItem(RELOADED_FOR, own.market);
  reload();
}

/** The registry's market is on the page. */
export function pageMarketLoaded(market: RegistryMarket, reload = () => location.reload()): void {
  platformStore.market = market;
  settle(reload);
}

/** `/user/getUserInfo` named the player's market: kept for the next visits of this device. */
export function followPlayerMarket(info: Partial<TOwnMarket> | null | undefined, reload = () => location.reload()): void {
  if (!info?.market || !info.currency) return;
  own = { market: info.market, currency: info.currency };
  storage.set(STORAGE_KEYS.playerMarket, info.market);
  settle(reload);
}

/** Tests: forget the player's market. */
export function resetPlayerMarket(): void {
  own = null;
}

/** What the page says about its market: the player's own instead of the link's, or an unknown market's default. */
export function marketNoticeOf(chosen: ChosenMarket, registry: Pick<Registry, 'market' | 'requestedMarket'>): PlatformState['marketNotice'] {
  if (chosen.requested) return { kind: 'own', requested: chosen.requested };
  if (registry.requestedMarket && registry.requestedMarket !== registry.market.id) return { kind: 'unknown', requested: registry.requestedMarket };
  return null;
}
