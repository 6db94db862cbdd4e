import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatAmount, formatDate, patchUser, useGlobal, useUser, type WheelHistoryPage, type WheelInfo, type WheelSpinResult, Link } from '@casino/shared';
import { wheelApi } from '../api/wheel-api';
import type { TLotteryControls } from '../components/controls';
import { LuckyGrid } from '../components/lucky-grid';
import { LuckyWheel } from '../components/lucky-wheel';
import { SpinSources } from '../components/spin-sources';
import { GRID_DEFAULTS, ringSlots } from '../components/types';
import { GRID_BLOCKS, WHEEL_BLOCKS, buttonLooks, prizeLooks, prizeText } from '../lib/prize-looks';
import '../components/wheel.css';

type TView = 'wheel' | 'grid';
const newRequestId = (): string => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** vip-wheel: the prize wheel (or the grid lottery), spun by the server's draw; the spins left and the player's history. */
export default function VipWheelPage() {
  const { t } = useTranslation('wheel');
  const { lang } = useUser();
  const { isPc } = useGlobal();
  const [info, setInfo] = useState<WheelInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [history, setHistory] = useState<WheelHistoryPage | null>(null);
  const [view, setView] = useState<TView>('wheel');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const pending = useRef<WheelSpinResult | null>(null);
  const controls = useRef<TLotteryControls>(null);

  const load = useCallback(() => {
    setFailed(false);
    wheelApi.info().then(setInfo, () => setFailed(true));
    wheelApi.history().then(setHistory, () => undefined);
  }, []);
  useEffect(load, [load]);

  const spin = async () => {
    if (busy || !info || info.spinsLeft <= 0) return;
    setResult(null);
    setBusy(true);
    controls.current?.start();
    try {
      const answer = await wheelApi.spin(newRequestId());
      pending.current = answer;
      // The wheel keeps turning until it can stop exactly where the server's draw says.
      controls.current?.stop(answer.index);
    } catch {
      controls.current?.cancel();
      setBusy(false);
    }
  };

  const onEnd = (index: number) => {
    const answer = pending.current;
    pending.current = null;
    setBusy(false);
    if (!answer || answer.index !== index) return;
    setResult(answer);
    setInfo((current) => (current ? { ...current, spinsLeft: answer.spinsLeft, isWheelEnough: answer.spinsLeft > 0 } : current));
    // Which source the spin was taken from is the server's rule (the first to expire): ask again.
    wheelApi.info().then(setInfo, () => undefined);
    patchUser({ totalAssets: answer.totalAssets, isWheelEnough: answer.spinsLeft > 0 });
    bus.emit('wallet:balance-changed', { totalAssetsMinor: answer.totalAssets });
    bus.emit('wheel:spun', { index: answer.index, amountMinor: answer.prize.amountMinor, spinsLeft: answer.spinsLeft });
    wheelApi.history().then(setHistory, () => undefined);
  };

  if (failed) {
    return (
      <section className="whl" data-testid="wheel-vip-wheel">
        <p className="whl__error" role="alert">
          {t('error')}
        </p>
        <button type="button" className="whl__ghost" onClick={load}>
          {t('retry')}
        </button>
      </section>
    );
  }
  if (!info) return <section className="whl whl--loading" data-testid="wheel-vip-wheel" aria-busy="true" />;

  const empty = t('empty');
  const looks = prizeLooks(info.prizes, lang, info.currency, empty);
  const gridLooks = prizeLooks(info.prizes, lang, info.currency, empty, isPc ? 18 : 15);
  const gridFits = info.prizes.length === ringSlots(GRID_DEFAULTS.rows, GRID_DEFAULTS.cols).length;
  const disabled = busy || info.spinsLeft <= 0;
  const common = { prizes: looks, disabled, onButton: () => void spin(), onEnd, ref: controls };
  const periodEnds = formatDate(info.periodEndsAt, lang, 'dayMonth');

  return (
    <section className={`whl${isPc ? '' : ' whl--mobile'}`} data-testid="wheel-vip-wheel">
      <header className="whl__head">
        <h1>{t('routes.VipWheel')}</h1>
        <span className={`whl__spins${info.spinsLeft > 0 ? ' is-on' : ''}`} data-testid="wheel-spins-left">
          {t('spinsLeft', { count: info.spinsLeft })}
        </span>
      </header>
      <SpinSources sources={info.spinSources ?? []} lang={lang} />
      {gridFits && (
        <div className="whl__tabs" role="tablist" aria-label={t('view')}>
          {(['wheel', 'grid'] as const).map((v) => (
            <button key={v} type="button" role="tab" aria-selected={view === v} className={`whl__tab${view === v ? ' is-on' : ''}`} disabled={busy} onClick={() => setView(v)}>
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
      )}
      <div className="whl__stage">
        {view === 'wheel' || !gridFits ? (
          <LuckyWheel {...common} blocks={WHEEL_BLOCKS} buttons={buttonLooks(t('spin'))} size={isPc ? 420 : 320} />
        ) : (
          <LuckyGrid {...common} prizes={gridLooks} blocks={GRID_BLOCKS} buttons={buttonLooks(t('spin'))} />
        )}
      </div>
      <div className="whl__result" aria-live="polite" data-testid="wheel-result" data-index={result?.index ?? ''}>
        {result && (result.prize.kind === 'cash' ? t('won', { amount: prizeText(result.prize, lang, result.currency, empty) }) : t('lost'))}
      </div>
      {info.spinsLeft <= 0 && !busy && (
        <p className="whl__hint">
          {info.vipSpinsPerPeriod > 0 ? t('nextSpins', { count: info.vipSpinsPerPeriod, date: periodEnds }) : t('howToEarn')}{' '}
          <Link to="/vip">{t('vipLink')}</Link>
        </p>
      )}
      <p className="whl__rules">{info.vipSpinsPerPeriod > 0 ? t('rules', { level: info.vipLevel, count: info.vipSpinsPerPeriod }) : t('rulesNoVip')}</p>
      <h2 className="whl__h2">{t('history.title')}</h2>
      {history && history.list.length > 0 ? (
        <ul className="whl__history" data-testid="wheel-history">
          {history.list.map((h) => (
            <li key={h.spinId}>
              <span>
                {formatDate(h.createTime, lang, 'shortDateTime')}
                {h.source && <small className="whl__from" data-testid="wheel-history-source"> · {t(`sources.from.${h.source}`)}</small>}
              </span>
              <strong className={h.amountMinor > 0 ? 'is-win' : ''}>{h.kind === 'cash' ? formatAmount(h.amountMinor, lang, h.currency, { sign: 'always' }) : empty}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="whl__muted">{t('history.empty')}</p>
      )}
    </section>
  );
}
