import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Spinner, useFormat, useGlobal, type ProtectionMyPlay, type ProtectionStatus } from '@casino/shared';
import { protectionApi } from '../api/protection-api';
import { isQuiet } from '../lib/my-play';
import { PROTECTION_NS } from '../i18n';
import { useProtectionMessages } from '../lib/use-protection-messages';
import { MyPlayChart, playTime } from './my-play-chart';
import './protection.css';

/** Oyun alışkanlıklarım: the player's own last 30 days (money in and out, the result of play, time played) beside the protection tools. */
export function MyPlayPage() {
  const { t } = useTranslation(PROTECTION_NS, { nsMode: 'fallback' });
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const loaded = useProtectionMessages();
  const [play, setPlay] = useState<ProtectionMyPlay | null>(null);
  const [status, setStatus] = useState<ProtectionStatus | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    setPlay(null);
    protectionApi.myPlay().then(setPlay, () => setFailed(true));
    // The tools' summary is secondary: without it the page still shows the figures.
    protectionApi.status().then(setStatus, () => setStatus(null));
  }, []);
  useEffect(load, [load]);

  if (!loaded) return <Spinner />;
  const className = `rg rg-play${isPc ? '' : ' rg--mobile'}`;
  if (failed) {
    return (
      <section className={className} data-testid="account-my-play">
        <h1 className="rg__title">{t('protection.play.title')}</h1>
        <p role="alert">{t('protection.play.error')}</p>
        <button type="button" className="rg__ghost" onClick={load}>
          {t('protection.retry')}
        </button>
      </section>
    );
  }
  if (!play) return <Spinner />;

  const net = play.totals.netMinor;
  const tiles = [
    { key: 'deposits', label: t('protection.play.deposits'), value: fmt.money(play.totals.depositsMinor) },
    { key: 'withdrawals', label: t('protection.play.withdrawals'), value: fmt.money(play.totals.withdrawalsMinor) },
    { key: 'net', label: t('protection.play.net'), value: net > 0 ? `+${fmt.money(net)}` : fmt.money(net), hint: t('protection.play.netHint'), tone: net < 0 ? 'rg__minus' : net > 0 ? 'rg__plus' : '' },
    { key: 'wagered', label: t('protection.play.wagered'), value: fmt.money(play.totals.wageredMinor) },
    { key: 'time', label: t('protection.play.time'), value: playTime(t, play.totals.minutesPlayed) },
  ];
  const limits = status?.limits.length ?? 0;

  return (
    <section className={className} data-testid="account-my-play">
      <h1 className="rg__title">{t('protection.play.title')}</h1>
      <p className="rg__intro">{t('protection.play.intro')}</p>
      <div className="rg-play__layout">
        <ul className="rg-play__tiles" aria-label={t('protection.play.last30')}>
          {tiles.map((tile) => (
            <li key={tile.key} className="rg-play__tile" data-testid={`my-play-${tile.key}`}>
              <span className="rg-play__label">{tile.label}</span>
              <strong className={tile.tone || undefined}>{tile.value}</strong>
              {tile.hint && <span className="rg__muted">{tile.hint}</span>}
            </li>
          ))}
        </ul>
        {isQuiet(play) ? (
          <p className="rg__card rg__muted rg-play__chart" data-testid="my-play-empty">
            {t('protection.play.empty')}
          </p>
        ) : (
          <MyPlayChart days={play.days} />
        )}
        <aside className="rg__card rg-play__tools" aria-labelledby="my-play-tools" data-testid="my-play-tools">
          <h2 id="my-play-tools">{t('protection.play.toolsTitle')}</h2>
          <p className="rg__muted">{t('protection.play.toolsIntro')}</p>
          {status && (
            <dl className="rg-play__status">
              <dt>{t('protection.limits')}</dt>
              <dd>{limits === 0 ? t('protection.play.limitsNone') : t('protection.play.limitsSet', { count: limits })}</dd>
              <dt>{t('protection.reality')}</dt>
              <dd>{status.realityCheckMinutes ? t('protection.play.realityEvery', { count: status.realityCheckMinutes }) : t('protection.realityOff')}</dd>
            </dl>
          )}
          <Link className="rg__primary rg-play__manage" to="/kisiselBilgiler/sorumluOyun" data-testid="my-play-manage">
            {t('protection.play.manage')}
          </Link>
          <Link className="rg-step__more" to="/legal/responsible">
            {t('protection.play.help')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
