import type { WheelSpinSource } from '@casino/shared/contracts';
import type { TWheelGrantRow } from './wheel.repository';

type TGrant = Pick<TWheelGrantRow, 'source' | 'sourceRef' | 'spins' | 'used' | 'expiresAt'>;

/** The earlier of two expiries (null: never expires). */
const firstOf = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null || a < b ? a : b);

const ORDER: readonly WheelSpinSource['source'][] = ['vip', 'deposit', 'staff'];

/**
 * The spins left by where they came from. The VIP level's spins of this period count even before the
 * period's grant is written (it is written at the first spin), and a level that rose counts its new
 * number; deposit and staff spins are their live grants' unused spins, with the first expiry.
 */
export function spinSourcesOf(grants: readonly TGrant[], vip: { spinsPerPeriod: number; periodKey: string; periodEndsAt: Date }): WheelSpinSource[] {
  const vipGrant = grants.find((g) => g.sourceRef === vip.periodKey);
  const left = new Map<WheelSpinSource['source'], { spinsLeft: number; expiresAt: Date | null }>();
  const vipLeft = Math.max(vip.spinsPerPeriod, vipGrant?.spins ?? 0) - (vipGrant?.used ?? 0);
  if (vipLeft > 0) left.set('vip', { spinsLeft: vipLeft, expiresAt: vip.periodEndsAt });
  for (const g of grants) {
    if (g === vipGrant || g.spins - g.used <= 0) continue;
    const kind = g.source === 'vip' ? 'staff' : g.source;
    const at = left.get(kind);
    left.set(kind, { spinsLeft: (at?.spinsLeft ?? 0) + g.spins - g.used, expiresAt: at ? firstOf(at.expiresAt, g.expiresAt) : g.expiresAt });
  }
  return ORDER.flatMap((source) => {
    const at = left.get(source);
    return at ? [{ source, spinsLeft: at.spinsLeft, expiresAt: at.expiresAt?.toISOString() ?? null }] : [];
  });
}

export const totalSpins = (sources: readonly WheelSpinSource[]): number => sources.reduce((n, s) => n + s.spinsLeft, 0);
