import { z } from 'zod';
import { ports } from '../../lib/ports';

/** The game provider's own settings (it reads nothing of the operator's config). */
const ZGamesEnv = z.object({
  /** Where the operator's seamless wallet listens. */
  OPERATOR_API_URL: z.url().optional(),
  /** Configured RTP of the slot and dice games, in basis points (9600 = 96 %). */
  SANDBOX_RTP_BPS: z.coerce.number().int().min(8000).max(9900).default(9600),
});

export interface TGamesConfig {
  operatorUrl: string;
  rtpBps: number;
}

export const loadGamesConfig = (env: NodeJS.ProcessEnv = process.env): TGamesConfig => {
  const e = ZGamesEnv.parse(env);
  return { operatorUrl: e.OPERATOR_API_URL ?? `http://127.0.0.1:${ports.api}`, rtpBps: e.SANDBOX_RTP_BPS };
};
