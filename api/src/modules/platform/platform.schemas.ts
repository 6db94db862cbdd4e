import { z } from 'zod';
import { body, zText } from '../../lib/schemas';

export const remoteNames = ['lobby', 'account', 'mail-rewards', 'wheel'] as const;
export type TRemoteName = (typeof remoteNames)[number];

export const isRemoteName = (value: string): value is TRemoteName => (remoteNames as readonly string[]).includes(value);

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const VERSION = /^[\w.+-]{1,64}$/;
export const isValidVersion = (value: string): boolean => VERSION.test(value);

/** Any market string is accepted by the public registry: an unknown one falls back to the default. */
const ZRequestedMarket = zText({ max: 64, messageKey: 'MARKET_INVALID' }).optional();
export const ZRegistryQuery = z.object({ market: ZRequestedMarket });
export const ZRegistryBody = body({ market: ZRequestedMarket });

export const ZMarketId = z
  .string({ error: 'MARKET_INVALID' })
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/i, 'MARKET_INVALID')
  .transform((v) => v.toLowerCase());
export const ZRemoteName = z.enum(remoteNames, { error: 'REMOTE_INVALID' });
export const ZManifestUrl = z.string({ error: 'MANIFEST_URL_INVALID' }).trim().max(2048).refine(isHttpUrl, 'MANIFEST_URL_INVALID');
export const ZVersion = z.string({ error: 'VERSION_INVALID' }).trim().regex(VERSION, 'VERSION_INVALID');

export const ZAdminListBody = z.preprocess((v) => v ?? {}, z.object({ market: ZMarketId.optional() }));
export const ZAdminAuditBody = z.preprocess(
  (v) => v ?? {},
  z.object({ market: ZMarketId.optional(), limit: z.coerce.number().int().min(1).max(500).default(50) }),
);
export const ZAdminToggleBody = z.object({ market: ZMarketId, remote: ZRemoteName });
export const ZAdminSetBody = z
  .object({ market: ZMarketId, remote: ZRemoteName, manifestUrl: ZManifestUrl.optional(), version: ZVersion.optional() })
  .refine((v) => v.manifestUrl !== undefined || v.version !== undefined, { message: 'NOTHING_TO_CHANGE' });

export type TAdminSetInput = z.output<typeof ZAdminSetBody>;

/** What the shell needs to boot a market. */
export interface TRegistryRemote {
  name: TRemoteName;
  manifestUrl: string;
  version: string;
}
export interface TRegistry {
  market: { id: string; name: string; defaultLang: string; currency: string };
  requestedMarket: string | null;
  remotes: TRegistryRemote[];
}

/** Staff view of one market, disabled remotes included. */
export interface TRegistryRemoteAdmin extends TRegistryRemote {
  enabled: boolean;
  managedBy: string;
  updatedAt: string;
}
export interface TRegistryMarketAdmin {
  id: string;
  name: string;
  defaultLang: string;
  currency: string;
  isDefault: boolean;
  remotes: Array<Omit<TRegistryRemoteAdmin, 'name'> & { name: string }>;
}
export interface TRegistryAuditEntry {
  id: number;
  marketId: string;
  remoteName: string;
  action: string;
  actor: string;
  oldValue: unknown;
  newValue: unknown;
  createdAt: string;
}
