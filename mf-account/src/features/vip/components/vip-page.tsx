import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchUser, useFormat, useGlobal, useUser, type VipInfo, type WheelInfo, Link } from '@casino/shared';
import { vipApi } from '../api/vip-api';
import { VIP_NS } from '../i18n';
import { VipCashback } from './vip-cashback';
import './vip.css';

/** Vip: the current level and its progress, every level's benefits, the rewards paid. */
export function VipPage() {
  const { t } = useTranslation(VIP_NS, { nsMode: 'fallback' });
  const { isWheelEnough } = useUser();
  const fmt = useFormat();
  const { isPc } = useGlobal();
  const [info, setInfo] = useState<VipInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [wheel, setWheel] = useState<WheelInfo | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    vipApi.info().then(
      (answer) => {
        setInfo(answer);
        // The header badge follows what the server says now.
        patchUser({ vipLevel: answer.vipLevel, vipUrl: answer.vipUrl });
      },
      () => setFailed(true),
    );
    void vipApi.wheel().then(setWheel);
  }, []);
  useEffect(load, [load]);

  if (failed) {
    return (
      <section className="vip" data-testid="account-vip">
        <p className="vip__error" role="alert">
          {t('vip.error')}
        </p>
        <button type="button" className="vip__ghost" onClick={load}>
          {t('vip.retry')}
        </button>
      </section>
    );
  }
  if (!info) return <section className="vip vip--loading" data-testid="account-vip" aria-busy="true" />;

  const current = info.levels.find((l) => l.level === info.vipLevel);
  return (
    <section className={`vip${isPc ? '' : ' vip--mobile'}`} data-testid="account-vip">
      <h1 className="vip__title">{t('vip.title')}</h1>
      <div className="vip__card" data-testid="vip-level" data-level={info.vipLevel}>
        <img className="vip__badge" src={info.vipUrl} alt="" width={72} height={72} />
        <div className="vip__card-main">
          <p className="vip__eyebrow">{t('vip.current')}</p>
          <p className="vip__level">{t('vip.level', { level: info.vipLevel })}</p>
          <p className="vip__wagered">
            {t('vip.wagered')}: <strong>{fmt.money(info.wageredMinor)}</strong>
          </p>
        </div>
        <div className="vip__progress-box">
          {info.nextLevel === null ? (
            <p className="vip__top">{t('vip.top')}</p>
          ) : (
            <>
              <div className="vip__progress-label">
                <span>{t('vip.progress', { next: info.nextLevel })}</span>
                <strong>{fmt.percent(info.progressPct)}</strong>
              </div>
              <div className="vip__bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={info.progressPct} aria-label={t('vip.progress', { next: info.nextLevel })} data-testid="vip-progress">
                <span style={{ transform: `scaleX(${info.progressPct / 100})` }} />
              </div>
              <p className="vip__remaining">{t('vip.remaining', { amount: fmt.money(info.remainingMinor), next: info.nextLevel })}</p>
            </>
          )}
        </div>
        {current && (
          <dl className="vip__perks">
            <div>
              <dt>{t('vip.weeklySpins')}</dt>
              <dd>{current.wheelSpinsPerPeriod}</dd>
            </div>
            <div>
              <dt>{t('vip.cashback')}</dt>
              <dd>{fmt.bps(current.cashbackBps)}</dd>
            </div>
            {wheel && (
              <div data-testid="vip-wheel-spins">
                <dt>{t('vip.spinsNow')}</dt>
                <dd>
                  {wheel.spinsLeft}
                  {wheel.spinSources.length > 0 && (
                    <small className="vip__spin-sources">{wheel.spinSources.map((s) => t(`vip.spinSource.${s.source}`, { count: s.spinsLeft })).join(' · ')}</small>
                  )}
                </dd>
              </div>
            )}
            {(isWheelEnough || (wheel?.spinsLeft ?? 0) > 0) && (
              <div className="vip__perk-cta">
                <Link to="/vip-wheel" className="vip__cta" data-testid="vip-wheel-link">
                  {t('vip.spinNow')}
                </Link>
              </div>
            )}
          </dl>
        )}
      </div>
      <p className="vip__note">{t('vip.howItWorks')}</p>
      <VipCashback payment={info.lastCashback} />

      <h2 className="vip__h2">{t('vip.levels')}</h2>
      {isPc ? (
        <table className="vip__table" data-testid="vip-levels">
          <thead>
            <tr>
              <th scope="col">{t('vip.col.level')}</th>
              <th scope="col">{t('vip.col.threshold')}</th>
              <th scope="col">{t('vip.col.spins')}</th>
              <th scope="col">{t('vip.col.reward')}</th>
              <th scope="col">{t('vip.col.cashback')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((l) => (
              <tr key={l.level} className={l.level === info.vipLevel ? 'is-current' : ''} aria-current={l.level === info.vipLevel ? 'true' : undefined}>
                <th scope="row">
                  <span className="vip__row-level">
                    <img src={l.badgeUrl} alt="" width={28} height={28} /> {t('vip.level', { level: l.level })}
                  </span>
                </th>
                <td>{fmt.money(l.thresholdMinor)}</td>
                <td>{l.wheelSpinsPerPeriod}</td>
                <td>{fmt.money(l.levelUpRewardMinor)}</td>
                <td>{fmt.bps(l.cashbackBps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="vip__cards" data-testid="vip-levels">
          {info.levels.map((l) => (
            <li key={l.level} className={l.level === info.vipLevel ? 'is-current' : ''} aria-current={l.level === info.vipLevel ? 'true' : undefined}>
              <img src={l.badgeUrl} alt="" width={36} height={36} />
              <div>
                <strong>{t('vip.level', { level: l.level })}</strong>
                <span>
                  {t('vip.col.threshold')}: {fmt.money(l.thresholdMinor)}
                </span>
              </div>
              <dl>
                <dt>{t('vip.col.spins')}</dt>
                <dd>{l.wheelSpinsPerPeriod}</dd>
                <dt>{t('vip.col.reward')}</dt>
                <dd>{fmt.money(l.levelUpRewardMinor)}</dd>
                <dt>{t('vip.col.cashback')}</dt>
                <dd>{fmt.bps(l.cashbackBps)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}

      <h2 className="vip__h2">
        {t('vip.rewards')} {info.totalPaidMinor > 0 && <small>{t('vip.totalPaid', { amount: fmt.money(info.totalPaidMinor) })}</small>}
      </h2>
      {info.rewards.length === 0 ? (
        <p className="vip__muted">{t('vip.noRewards')}</p>
      ) : (
        <ul className="vip__rewards" data-testid="vip-rewards">
          {info.rewards.map((r) => (
            <li key={r.id}>
              <span>
                {t('vip.levelUpReward', { level: r.level })}
                <small>{fmt.date(r.createTime)}</small>
              </span>
              <strong>{fmt.money(r.amountMinor, { sign: 'always' })}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
