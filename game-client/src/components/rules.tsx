import { ROULETTE_RTP } from '@provider/engines/roulette';
import { wheelRtp, WHEEL_NUMBERS } from '@provider/engines/wheel';
import { useGame } from '../context';
import { SlotSymbol } from '../games/slot-symbols';

const pct = (x: number) => (x * 100).toFixed(2);

/** The game's rules, its RTP, and for slots the paytable (as multiples of the total stake). */
export function Rules() {
  const { game, t } = useGame();
  const engine = game.game.engine;
  const rtp = engine === 'roulette' ? pct(ROULETTE_RTP) : engine === 'baccarat' ? '98.94' : engine === 'blackjack' ? '99.59' : engine === 'wheel' ? pct(wheelRtp(10)) : pct(game.rtpBps / 10_000);
  return (
    <div class="gc-rules">
      <p>
        <strong>{t('rtp', { rtp })}</strong>
      </p>
      {engine === 'blackjack' && <p>{t('dealerRule')}</p>}
      {engine === 'baccarat' && <p>{t('bankerCommission')}</p>}
      {engine === 'wheel' && (
        <table class="gc-table">
          <tbody>
            {WHEEL_NUMBERS.map((n) => (
              <tr key={n}>
                <td>{n}</td>
                <td>{`${n}:1`}</td>
                <td>{`RTP ${pct(wheelRtp(n))}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {engine === 'slot' && game.slotPays && (
        <>
          <h2>{t('paytable')}</h2>
          <p>{game.game.layout === 'ways' ? t('paytableWays') : t('paytableLines')}</p>
          <table class="gc-table gc-paytable" data-testid="paytable">
            <tbody>
              {game.slotPays.map((pays, symbol) => (
                <tr key={symbol}>
                  <td>
                    <SlotSymbol symbol={symbol} theme={game.game.skin} />
                  </td>
                  {pays.map((p, k) => (
                    <td key={k}>
                      <small>{k + 3}×</small> {`×${(p / 2000).toFixed(p / 2000 < 1 ? 3 : 2)}`}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
