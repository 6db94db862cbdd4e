import type { LegalCompany } from '@casino/shared/contracts';
import { CASHIER_MARKETS } from '../cashier/cashier.config';

/** A market's footer facts: its operating company and licence, and the game providers it shows. */
export interface TLegalMarket {
  company: LegalCompany;
  providers: string[];
}

/** The payment methods a market's footer shows: its cashier's channels (none while the market has no real money). */
export const paymentsOf = (marketId: string): string[] => (CASHIER_MARKETS[marketId]?.channels ?? []).map((c) => c.code);

const PROVIDERS = ['Pragmatic Play', 'Evolution', 'NetEnt', 'PlayNGo', 'Microgaming', 'Ezugi', 'Playson', 'Wazdan', 'Bgaming', 'PG'];

/**
 * Per-market configuration (the company and licence a regulator requires in the footer). A market without
 * an entry shows the default one; changing a licence line is a deploy, like the cashier's channels.
 */
export const LEGAL_MARKETS: Record<string, TLegalMarket> = {
  tr: {
    company: {
      name: 'Anadolu Eğlence Teknolojileri N.V.',
      address: 'Abraham de Veerstraat 9, Willemstad, Curaçao',
      registration: 'Ticaret sicil no. 158742',
      licence: 'Curaçao Gaming Authority tarafından verilen B2C lisansı OGL/2024/1187/0452 ile faaliyet gösterir. Yalnızca 18 yaş ve üzeri içindir.',
      email: 'destek@casino.com.tr',
    },
    providers: PROVIDERS,
  },
  az: {
    company: {
      name: 'Anadolu Eğlence Teknolojileri N.V.',
      address: 'Abraham de Veerstraat 9, Willemstad, Curaçao',
      registration: 'Commercial register no. 158742',
      licence: 'Licensed by the Curaçao Gaming Authority, B2C licence OGL/2024/1187/0452. For players aged 18 and over only.',
      email: 'support@casino.com.tr',
    },
    providers: PROVIDERS,
  },
};

export const legalMarketOf = (marketId: string): TLegalMarket => LEGAL_MARKETS[marketId] ?? LEGAL_MARKETS.tr!;
