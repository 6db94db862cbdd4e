import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountClosureCheck } from '@casino/shared/contracts';
import { bus, formatAmount, Link, logoutLocally, useGlobal, useNavigate, useUser } from '@casino/shared';
import { OtpButton, placeServerError } from '../../auth';
import { dataRightsApi } from '../api/data-rights-api';
import { DATA_RIGHTS_NS, ensureDataRightsMessages } from '../i18n';
import './data-rights.css';

/** The server's own localized refusal, or the page's words when no answer came. */
const messageOf = (error: unknown, fallback: string): string => placeServerError(error, []).message ?? fallback;

/**
 * Hesabı Kapat: the consequences said plainly (money first, what is kept and how long, self-exclusion as the
 * alternative), what stops a closure now, then a fresh proof (password or a code to the phone) and a confirmation.
 */
export function CloseAccountPage() {
  const { t } = useTranslation(DATA_RIGHTS_NS, { nsMode: 'fallback' });
  const { isPc, currency: globalCurrency } = useGlobal();
  const { lang, mobile } = useUser();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [check, setCheck] = useState<AccountClosureCheck | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [proof, setProof] = useState('');
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setLoadFailed(false);
    dataRightsApi.closureCheck().then(setCheck, () => setLoadFailed(true));
  }, []);
  useEffect(() => {
    let live = true;
    ensureDataRightsMessages()
      .catch((e: unknown) => console.warn('[account] data-rights messages failed', e))
      .finally(() => live && setReady(true));
    load();
    return () => {
      live = false;
    };
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!understood) return setError(t('close.understandRequired'));
    if (proof.trim() === '') return setError(t('close.proofRequired'));
    setBusy(true);
    setError(null);
    try {
      const body = check?.proof === 'otp' ? { verificationCode: proof.trim() } : { password: proof };
      await dataRightsApi.close({ ...body, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      bus.emit('ui:toast-requested', { kind: 'success', message: t('close.closed') });
      logoutLocally('user');
      void navigate('/', { replace: true });
    } catch (e) {
      console.warn('[account] account closure refused', e);
      setError(messageOf(e, t('close.loadFailed')));
      setBusy(false);
      load();
    }
  };

  if (!ready) return null;
  const list = (key: string) => (t(key, { returnObjects: true }) as unknown as string[]).map((line) => <li key={line}>{line}</li>);
  const blockers = check?.blockers ?? [];
  return (
    <section className={`dr${isPc ? '' : ' dr--mobile'}`} aria-labelledby="dr-close-title" data-testid="close-account-page">
      <h1 id="dr-close-title" className="dr__title">
        {t('close.title')}
      </h1>
      <p className="dr__muted">{t('close.intro')}</p>
      <div className="dr__card">
        <h2>{t('close.consequencesTitle')}</h2>
        <ul>{list('close.consequences')}</ul>
        <h2>{t('close.keptTitle')}</h2>
        <ul>{list('close.kept')}</ul>
      </div>
      <div className="dr__card">
        <h2>{t('close.alternativeTitle')}</h2>
        <p>{t('close.alternative')}</p>
        <Link to="/kisiselBilgiler/sorumluOyun" className="dr__link" data-testid="close-account-self-exclusion">
          {t('close.alternativeLink')}
        </Link>
      </div>

      {loadFailed && (
        <div className="dr__card" role="alert">
          <p>{t('close.loadFailed')}</p>
          <button type="button" className="dr__ghost" onClick={load}>
            {t('close.retry')}
          </button>
        </div>
      )}

      {blockers.length > 0 && check && (
        <div className="dr__card dr__blocked" role="alert" data-testid="close-account-blocked">
          <h2>{t('close.blockedTitle')}</h2>
          <ul>
            {blockers.map((b) => (
              <li key={b}>{b === 'balance' ? t('close.balance', { amount: formatAmount(check.cashMinor, lang, globalCurrency) }) : t(`close.${b}`)}</li>
            ))}
          </ul>
          {blockers.includes('balance') && (
            <Link to="/kisiselBilgiler/withdrawl" className="dr__link">
              {t('close.withdrawLink')}
            </Link>
          )}
        </div>
      )}

      {check && (
        <form className="dr__card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="dr-confirm-title">
          <h2 id="dr-confirm-title">{t('close.confirmTitle')}</h2>
          <label className="dr__field">
            {t(check.proof === 'otp' ? 'close.code' : 'close.password')}
            <span className="dr__row">
              <input
                type={check.proof === 'otp' ? 'text' : 'password'}
                inputMode={check.proof === 'otp' ? 'numeric' : undefined}
                autoComplete={check.proof === 'otp' ? 'one-time-code' : 'current-password'}
                value={proof}
                onChange={(e) => (setProof(e.target.value), setError(null))}
                data-testid="close-account-proof"
              />
              {check.proof === 'otp' && <OtpButton phone={mobile.replace(/^90/, '')} onError={(e) => setError(messageOf(e, t('close.loadFailed')))} />}
            </span>
          </label>
          <label className="dr__field">
            {t('close.reason')}
            <textarea rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <label className="dr__check">
            <input type="checkbox" checked={understood} onChange={(e) => (setUnderstood(e.target.checked), setError(null))} data-testid="close-account-understand" />
            <span>{t('close.understand')}</span>
          </label>
          {error && (
            <p className="dr__error" role="alert" data-testid="close-account-error">
              {error}
            </p>
          )}
          <button type="submit" className="dr__danger" disabled={busy || blockers.length > 0} data-testid="close-account-submit">
            {busy ? t('close.closing') : t('close.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
