import type { TPlatformRepository } from './platform.repository';
import type { TRemoteName } from './platform.schemas';

export type TRemoteOrigins = Readonly<Record<TRemoteName, string>>;

const seedMarkets = [
  { id: 'tr', name: 'Türkiye', defaultLang: 'tk', currency: 'TRY', isDefault: true, disabled: [] as TRemoteName[] },
  { id: 'az', name: 'Azerbaijan', defaultLang: 'en', currency: 'AZN', isDefault: false, disabled: ['wheel'] as TRemoteName[] },
];

const remotes: TRemoteName[] = ['lobby', 'account', 'mail-rewards', 'wheel'];

/** Idempotent: markets are created once; seed-managed remotes follow the configured origins. */
export const seedPlatform = async (
  repo: Pick<TPlatformRepository, 'transaction' | 'seedMarket' | 'seedRemote'>,
  origins: TRemoteOrigins,
): Promise<void> => {
  await repo.transaction(async (tx) => {
    for (const { disabled, ...market } of seedMarkets) {
      await repo.seedMarket(market, tx);
      for (const name of remotes) {
        await repo.seedRemote(
          {
            marketId: market.id,
            name,
            manifestUrl: `${origins[name]}/mf-manifest.json`,
            version: 'latest',
            enabled: !disabled.includes(name),
          },
          tx,
        );
      }
    }
  });
};
