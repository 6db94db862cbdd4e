import { useMemo, useState } from 'preact/hooks';
import type { TRoundView } from '@provider/contract';
import { useGame } from '../context';
import { verifyRound } from '../verify';
import { RoundPicture } from './round-picture';

/** The commitment for the next round, the player's client seed (changeable), and a round's verification. */
export function FairPanel({ round }: { round: TRoundView | null }) {
  const { game, fair, api, t, fail, say } = useGame();
  const [editing, setEditing] = useState(false);
  const [seed, setSeed] = useState(fair.clientSeed);
  const [current, setCurrent] = useState(fair);
  const result = useMemo(() => (round ? verifyRound(round, game.game, game.rtpBps) : null), [round, game]);

  const save = async (event: Event) => {
    event.preventDefault();
    try {
      setCurrent(await api.seed(seed));
      setEditing(false);
      say('');
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div class="gc-fair">
      <p class="gc-fair__intro">{t('fairIntro')}</p>
      <dl>
        <dt>{t('serverSeedHash')}</dt>
        <dd>
          <code data-testid="next-seed-hash">{current.serverSeedHash}</code>
        </dd>
        <dt>{t('clientSeed')}</dt>
        <dd>
          {editing ? (
            <form class="gc-fair__seed" onSubmit={save}>
              <label class="gc-visually-hidden" for="client-seed">
                {t('clientSeed')}
              </label>
              <input id="client-seed" value={seed} maxLength={64} onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
              <button type="submit" class="gc-btn gc-btn--small">
                {t('save')}
              </button>
              <button type="button" class="gc-btn gc-btn--ghost gc-btn--small" onClick={() => setEditing(false)}>
                {t('cancel')}
              </button>
            </form>
          ) : (
            <>
              <code data-testid="client-seed">{current.clientSeed}</code>{' '}
              <button type="button" class="gc-btn gc-btn--ghost gc-btn--small" onClick={() => setEditing(true)}>
                {t('change')}
              </button>
            </>
          )}
        </dd>
        <dt>{t('nonce')}</dt>
        <dd>{current.nonce}</dd>
      </dl>
      {round && (
        <section class="gc-verify" aria-label={t('verify')} data-testid="verification">
          <RoundPicture round={round} />
          <dl>
            <dt>{t('serverSeed')}</dt>
            <dd>
              <code>{round.fair.serverSeed ?? t('seedHidden')}</code>
            </dd>
            <dt>{t('serverSeedHash')}</dt>
            <dd>
              <code>{round.fair.serverSeedHash}</code>
            </dd>
            <dt>{t('clientSeed')}</dt>
            <dd>
              <code>{round.fair.clientSeed}</code> · {t('nonce')} {round.fair.nonce}
            </dd>
          </dl>
          {result && (
            <p class={`gc-verify__result ${result.hashOk && result.outcomeOk ? 'is-ok' : 'is-bad'}`} data-testid="verify-result">
              {result.hashOk && result.outcomeOk ? `✓ ${t('verified')}` : `✗ ${t('notVerified')}`}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
