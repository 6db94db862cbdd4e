import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameOption } from '../api/game-records-api';
import type { TRecordFilters } from '../hooks/use-game-records';
import { RANGE_PRESETS } from '../lib/date-range';

/** Date range presets as a segmented control, and the game as a select (0 = every game). */
export function RecordFilters({ value, games, onChange }: { value: TRecordFilters; games: readonly TGameOption[]; onChange: (next: TRecordFilters) => void }) {
  const { t } = useTranslation('account');
  const gameSelect = useId();
  return (
    <div className="acc-rec__filters" data-testid="records-filters">
      <div className="acc-rec__ranges" role="group" aria-label={t('records.range.label')}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`acc-rec__range${value.range === preset ? ' is-on' : ''}`}
            aria-pressed={value.range === preset}
            onClick={() => value.range !== preset && onChange({ ...value, range: preset })}
          >
            {t(`records.range.${preset}`)}
          </button>
        ))}
      </div>
      <label className="acc-rec__game-filter" htmlFor={gameSelect}>
        <span className="cs-visually-hidden">{t('records.gameFilter')}</span>
        <select id={gameSelect} value={value.gameId} onChange={(e) => onChange({ ...value, gameId: Number(e.target.value) })} data-testid="records-game">
          <option value={0}>{t('records.allGames')}</option>
          {games.map((g) => (
            <option key={g.gameId} value={g.gameId}>
              {g.gameName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
