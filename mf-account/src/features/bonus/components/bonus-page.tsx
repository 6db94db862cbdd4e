import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusApi, bus, Link, Spinner, useGlobal, useFormat, useUser, type TBonusView } from '@casino/shared';
import { BONUS_NS, ensureBonusMessages } from '../i18n';
import { ActiveBonus } from './active-bonus';
import { BonusHistory } from './bonus-history';
import { ForfeitDialog } from './forfeit-dialog';
import './bonus.css';

type TState = { status: 'loading' | 'error' | 'ready'; active: TBonusView | null; history: TBonusView[] };

/** Bonuslarım: the running bonus with its wagering, the forfeit (confirmed), then the history. */
export function BonusPage() {
  const { t } = useTranslation(BONUS_NS, { nsMode: 'fallback' });
  const { isPc } = useGlobal();
  const fmt = useFormat();
  const { lang } = useUser();
  const [state, setState] = useState<TState>({ status: 'loading', active: null, history: [] });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    Promise.all([bonusApi.active(), bonusApi.history(), ensureBonusMessages()]).then(
      ([active, history]) => setState({ status: 'ready', active: active?.status === 'active' ? active : null, history: history.filter((b) => b.status !== 'active') }),
      () => setState({ status: 'error', active: null, history: [] }),
    );
  }, []);
  // Offer titles come in the reader's language: asked again when it changes (no reload).
  useEffect(load, [load, lang]);
  const cancel = useCallback(() => setConfirming(false), []);

  const forfeit = async (bonus: TBonusView) => {
    setBusy(true);
    try {
      await bonusApi.forfeit(bonus.bonusId);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('bonus.forfeit.done', { amount: fmt.money(bonus.balanceMinor) }) });
      // The header balance follows: the bonus money is gone, cash stays.
      bonusApi.announceBalance();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
      setConfirming(false);
      load();
    }
  };

  return (
    <section className={`bonus-page${isPc ? '' : ' bonus-page--mobile'}`} data-testid="account-bonuses">
      <h1 className="bonus-title">{t('routes.Bonuslarim')}</h1>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'error' && (
        <div className="bonus-card" role="alert">
          <p>{t('bonus.page.loadFailed')}</p>
          <button type="button" className="bonus-btn" onClick={load}>
            {t('bonus.page.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          {state.active ? (
            <ActiveBonus bonus={state.active} onForfeit={() => setConfirming(true)} />
          ) : (
            <div className="bonus-card bonus-card--empty" data-testid="no-active-bonus">
              <p>{t('bonus.page.none')}</p>
              <div className="bonus-row">
                <Link className="bonus-btn bonus-btn--gold" to="/promotions">
                  {t('bonus.page.toPromotions')}
                </Link>
                <Link className="bonus-btn" to="/kisiselBilgiler/recharge">
                  {t('bonus.page.toDeposit')}
                </Link>
              </div>
            </div>
          )}
          <h2 className="bonus-h2">{t('bonus.history.title')}</h2>
          <BonusHistory list={state.history} />
        </>
      )}
      {confirming && state.active && <ForfeitDialog bonus={state.active} busy={busy} onCancel={cancel} onConfirm={() => void forfeit(state.active!)} />}
    </section>
  );
}
