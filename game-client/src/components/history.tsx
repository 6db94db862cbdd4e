import { useEffect, useState } from 'preact/hooks';
import type { TRoundView } from '@provider/contract';
import { useGame } from '../context';
import { RoundPicture } from './round-picture';

/** The last 10 rounds, each drawn as it ended (reels, cards, number, multiplier), with its seeds to verify. */
export function History() {
  const { api, t, money, clock, verify } = useGame();
  const [rounds, setRounds] = useState<TRoundView[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.recall().then((r) => setRounds(r.rounds), () => setFailed(true));
  }, [api]);
  if (failed) return <p class="gc-empty">{t('error')}</p>;
  if (!rounds) return <p class="gc-empty">{t('loading')}</p>;
  if (!rounds.length) return <p class="gc-empty">{t('noHistory')}</p>;
  return (
    <ol class="gc-history" data-testid="history">
      {rounds.map((r) => (
        <li key={r.roundId} class="gc-history__row">
          <RoundPicture round={r} />
          <div class="gc-history__money">
            <span>
              {t('stake')} {money(r.stakeMinor)}
            </span>
            <strong class={r.winMinor > 0 ? 'is-win' : ''}>
              {t('win')} {money(r.winMinor)}
            </strong>
            <time dateTime={r.createdAt}>{clock(r.createdAt)}</time>
          </div>
          <div class="gc-history__seeds">
            <code title={t('serverSeedHash')}>#{r.fair.nonce} · {r.fair.serverSeedHash.slice(0, 10)}…</code>
            {r.fair.serverSeed ? (
              <button type="button" class="gc-btn gc-btn--small" onClick={() => verify(r)} data-testid="verify-round">
                {t('verify')}
              </button>
            ) : (
              <small>{t('seedHidden')}</small>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
