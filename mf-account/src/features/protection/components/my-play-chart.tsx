import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat, useGlobal, type ProtectionMyPlayDay } from '@casino/shared';
import { barsOf, hoursAndMinutes, PLAY_METRICS, type TPlayMetric } from '../lib/my-play';
import { PROTECTION_NS } from '../i18n';

const BAR = 10;

/** Time played as the page writes it: "2 sa 5 dk", or "35 dk" under an hour. */
export const playTime = (t: TFunction, minutes: number): string => {
  const split = hoursAndMinutes(minutes);
  return split.hours > 0 ? t('protection.play.hoursMinutes', split) : t('protection.minutes', { count: split.minutes });
};
const GAP = 3;

/** The daily chart of "Oyun alışkanlıklarım": one metric at a time, with the same figures as a table under it. */
export function MyPlayChart({ days }: { days: readonly ProtectionMyPlayDay[] }) {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const [metric, setMetric] = useState<TPlayMetric>('netMinor');
  const bars = barsOf(days, metric);
  const width = days.length * (BAR + GAP) - GAP;
  const time = (minutes: number) => playTime(t, minutes);
  const show = (m: TPlayMetric, value: number) => (m === 'minutesPlayed' ? time(value) : m === 'netMinor' && value > 0 ? `+${fmt.money(value)}` : fmt.money(value));
  const dayName = (date: string) => fmt.date(`${date}T12:00:00Z`, 'dayMonth');
  // A phone's table needs the short date (03.12) to keep five columns on one line.
  const rowDate = (date: string) => fmt.date(`${date}T12:00:00Z`, isPc ? 'dayMonth' : 'shortDayMonth');

  return (
    <div className="rg__card rg-play__chart" data-testid="my-play-chart">
      <h2>{t('protection.play.daily')}</h2>
      <div className="rg-play__metrics" role="group" aria-label={t('protection.play.daily')}>
        {PLAY_METRICS.map((m) => (
          <button key={m} type="button" aria-pressed={metric === m} className={metric === m ? 'is-on' : undefined} onClick={() => setMetric(m)} data-testid={`my-play-metric-${m}`}>
            {t(`protection.play.metric.${m}`)}
          </button>
        ))}
      </div>
      <svg className="rg-play__svg" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-label={t('protection.play.chartLabel', { metric: t(`protection.play.metric.${metric}`) })}>
        {metric === 'netMinor' && <line x1="0" x2={width} y1="50" y2="50" className="rg-play__zero" />}
        {bars.map((b, i) => (
          <rect key={b.date} x={i * (BAR + GAP)} y={b.y} width={BAR} height={Math.max(b.height, b.value === 0 ? 0 : 1)} className={b.negative ? 'rg-play__bar rg-play__bar--loss' : 'rg-play__bar'}>
            <title>{`${dayName(b.date)}: ${show(metric, b.value)}`}</title>
          </rect>
        ))}
      </svg>
      <div className="rg-play__axis" aria-hidden="true">
        <span>{days[0] ? dayName(days[0].date) : ''}</span>
        <span>{days.at(-1) ? dayName(days.at(-1)!.date) : ''}</span>
      </div>
      <details className="rg-play__table">
        <summary>{t('protection.play.table')}</summary>
        <table className="rg__table">
          <thead>
            <tr>
              <th scope="col">{t('protection.play.date')}</th>
              <th scope="col">{t('protection.play.deposits')}</th>
              <th scope="col">{t('protection.play.withdrawals')}</th>
              <th scope="col">{t('protection.play.net')}</th>
              <th scope="col">{t('protection.play.time')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date} data-testid="my-play-day">
                <th scope="row">{rowDate(d.date)}</th>
                <td>{fmt.money(d.depositsMinor)}</td>
                <td>{fmt.money(d.withdrawalsMinor)}</td>
                <td className={d.netMinor < 0 ? 'rg__minus' : d.netMinor > 0 ? 'rg__plus' : undefined}>{show('netMinor', d.netMinor)}</td>
                <td>{time(d.minutesPlayed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
