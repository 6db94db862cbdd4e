import { useTranslation } from 'react-i18next';
import { formatAmount, type Lang } from '@casino/shared';
import type { GameRecord } from '@casino/shared';
import { netTone } from '../lib/net-tone';
import { roundStatus } from '../lib/round-status';

export function NetAmount({ round, lang }: { round: GameRecord; lang: Lang }) {
  return (
    <span className={`acc-rec__net acc-rec__net--${netTone(round.netMinor)}`} data-testid="round-net">
      {formatAmount(round.netMinor, lang, round.currency, { sign: 'always' })}
    </span>
  );
}

export function StatusBadge({ round }: { round: GameRecord }) {
  const { t } = useTranslation('account');
  const status = roundStatus(round);
  return (
    <span className={`acc-rec__status acc-rec__status--${status}`} data-testid="round-status">
      {t(`records.status.${status}`)}
    </span>
  );
}

/** The round's title: the game, or a sport bet's kind (single / accumulator of n). */
export function RoundTitle({ round }: { round: GameRecord }) {
  const { t } = useTranslation('account');
  if (!round.sport) return <>{round.gameName || `#${round.gameId}`}</>;
  return <>{round.sport.kind === 'acca' ? t('records.sport.acca', { count: round.sport.legs.length }) : t('records.sport.single')}</>;
}

const MARK = { won: '✓', lost: '✕', void: '↺' } as const;

/** A sport bet's selections: pick, market, event, odds and each one's result; the combined odds and the potential return. */
export function SportLegs({ round, lang }: { round: GameRecord; lang: Lang }) {
  const { t } = useTranslation('account');
  const sport = round.sport;
  if (!sport) return null;
  return (
    <div className="acc-rec__sport" data-testid="round-sport">
      <ul className="acc-rec__legs">
        {sport.legs.map((l) => (
          <li key={l.selectionId} className={`acc-rec__leg${l.result ? ` is-${l.result}` : ''}`} data-testid="round-leg">
            <span className="acc-rec__leg-mark" aria-label={l.result ? t(`records.status.${l.result}`) : t('records.status.open')}>
              {l.result ? MARK[l.result] : '•'}
            </span>
            <span className="acc-rec__leg-text">
              <b>{l.pick}</b> · {l.market}
              <small>
                {l.event} · {l.competition}
              </small>
            </span>
            <span className="acc-rec__leg-odds">{(l.oddsX100 / 100).toFixed(2)}</span>
          </li>
        ))}
      </ul>
      <p className="acc-rec__sport-sum">
        <span>
          {t('records.sport.odds')} <b>{(sport.oddsX100 / 100).toFixed(2)}</b>
        </span>
        {sport.status === 'open' && (
          <span>
            {t('records.sport.potential')} <b>{formatAmount(sport.potentialReturnMinor, lang, round.currency)}</b>
          </span>
        )}
      </p>
    </div>
  );
}
