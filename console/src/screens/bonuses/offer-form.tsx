import { BONUS_PROMO_SOURCES, type TAdminOfferView, type TBonusKind } from '@casino/shared/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client';
import { i18n } from '../../i18n';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Notice } from '../../ui/states';
import { draftOf, emptyDraft, fieldsOf, type TOfferDraft } from './offer-draft';
import { WeightsEditor } from './weights-editor';

const KINDS: TBonusKind[] = ['deposit_match', 'no_deposit', 'free_spins', 'cashback'];

interface Props {
  market: string;
  /** The market's currency sign, written after the amount fields' labels ('' while not known). */
  currencySign: string;
  /** null: a new offer. */
  offer: TAdminOfferView | null;
  onCancel: () => void;
  onSaved: (saved: TAdminOfferView) => void;
}

/** Create an offer or save its next version; nothing is sent until the staff member confirms with a reason. */
export const OfferForm = ({ market, currencySign, offer, onCancel, onSaved }: Props) => {
  const { t } = useTranslation('bonuses', { i18n });
  /** An amount field's label with the market's currency: "Cap (₺)". */
  const inMoney = (label: string) => (currencySign ? `${label} (${currencySign})` : label);
  const [d, setD] = useState<TOfferDraft>(() => (offer ? draftOf(offer) : emptyDraft()));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof TOfferDraft>(key: K, value: TOfferDraft[K]) => setD((prev) => ({ ...prev, [key]: value }));

  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input:not([disabled]), select')?.focus();
  }, []);

  const checked = fieldsOf(d);
  const text = (key: keyof TOfferDraft & string, label: string, props: { hint?: string; inputMode?: 'decimal' | 'numeric'; type?: string; required?: boolean } = {}) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={key}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        required={props.required}
        placeholder={props.hint}
        value={d[key] as string}
        onChange={(e) => set(key, e.target.value as never)}
      />
    </label>
  );
  const only = (kinds: TBonusKind[], node: ReactNode) => (kinds.includes(d.kind) ? node : null);

  return (
    <>
      <form
        ref={formRef}
        className="card form-grid"
        aria-label={offer ? t('form.editTitle', { code: offer.code, version: offer.version, next: offer.version + 1 }) : t('form.newTitle', { market })}
        onSubmit={(e) => {
          e.preventDefault();
          if ('error' in checked) {
            setError(t(`form.${checked.error.key}`, { field: checked.error.field ? t(`form.${checked.error.field}`) : '' }));
            return;
          }
          setError(null);
          setConfirming(true);
        }}
      >
        <h2>{offer ? t('form.editTitle', { code: offer.code, version: offer.version, next: offer.version + 1 }) : t('form.newTitle', { market })}</h2>
        {error && (
          <div className="field-wide">
            <Notice kind="error" onClose={() => setError(null)}>
              {error}
            </Notice>
          </div>
        )}
        {!offer && text('code', t('form.code'), { required: true })}
        <label className="field">
          <span>{t('form.kind')}</span>
          <select name="kind" value={d.kind} disabled={offer !== null} onChange={(e) => set('kind', e.target.value as TBonusKind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field-wide">
          <span>{t('form.title')}</span>
          <input name="title" required maxLength={120} value={d.title} onChange={(e) => set('title', e.target.value)} />
        </label>
        <label className="field field-wide">
          <span>{t('form.terms')}</span>
          <textarea name="terms" required rows={7} maxLength={10_000} value={d.terms} onChange={(e) => set('terms', e.target.value)} />
        </label>
        <label className="field field-wide">
          <span>{t('form.titleEn')}</span>
          <input name="titleEn" maxLength={120} lang="en" value={d.titleEn} onChange={(e) => set('titleEn', e.target.value)} />
        </label>
        <label className="field field-wide">
          <span>{t('form.termsEn')}</span>
          <textarea name="termsEn" rows={5} maxLength={10_000} lang="en" value={d.termsEn} onChange={(e) => set('termsEn', e.target.value)} />
        </label>
        {only(['deposit_match'], text('percent', t('form.percent'), { inputMode: 'numeric' }))}
        {only(['deposit_match'], text('cap', inMoney(t('form.cap')), { inputMode: 'decimal' }))}
        {only(['deposit_match'], text('minDeposit', inMoney(t('form.minDeposit')), { inputMode: 'decimal', hint: t('form.optional') }))}
        {only(['no_deposit'], text('amount', inMoney(t('form.amount')), { inputMode: 'decimal', hint: t('form.optional') }))}
        {only(['free_spins'], text('freeGames', t('form.freeGames')))}
        {only(['free_spins'], text('freeRounds', t('form.freeRounds'), { inputMode: 'numeric' }))}
        {only(['free_spins'], text('freeStake', inMoney(t('form.freeStake')), { inputMode: 'decimal' }))}
        {text('multiplier', t('form.multiplier'), { inputMode: 'numeric', required: true })}
        <label className="field">
          <span>{t('form.base')}</span>
          <select name="base" value={d.base} onChange={(e) => set('base', e.target.value as TOfferDraft['base'])}>
            <option value="bonus">{t('bases.bonus')}</option>
            <option value="deposit_bonus">{t('bases.deposit_bonus')}</option>
          </select>
        </label>
        {text('maxBet', inMoney(t('form.maxBet')), { inputMode: 'decimal', hint: t('form.optional') })}
        {text('validDays', t('form.validDays'), { inputMode: 'numeric', required: true })}
        {text('maxConversion', inMoney(t('form.maxConversion')), { inputMode: 'decimal', hint: t('form.optional') })}
        {text('startsAt', t('form.startsAt'), { type: 'datetime-local' })}
        {text('endsAt', t('form.endsAt'), { type: 'datetime-local' })}
        <label className="field">
          <span>{t('form.creditAs')}</span>
          <select name="creditAs" value={d.creditAs} onChange={(e) => set('creditAs', e.target.value as TOfferDraft['creditAs'])}>
            <option value="bonus">{t('form.creditBonus')}</option>
            <option value="cash">{t('form.creditCash')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('form.source')}</span>
          <select name="promoSource" value={d.promoSource} onChange={(e) => set('promoSource', e.target.value as TOfferDraft['promoSource'])}>
            <option value="">{t('sources.none')}</option>
            {BONUS_PROMO_SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`sources.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <WeightsEditor weights={d.weights} onChange={(weights) => set('weights', weights)} />
        <label className="field field-wide">
          <span>{t('form.excluded')}</span>
          <input name="excluded" value={d.excluded} placeholder={t('form.optional')} onChange={(e) => set('excluded', e.target.value)} />
        </label>
        <label className="field field-inline">
          <input type="checkbox" name="phoneVerifiedOnly" checked={d.phoneVerifiedOnly} onChange={(e) => set('phoneVerifiedOnly', e.target.checked)} />
          <span>{t('form.phoneOnly')}</span>
        </label>
        <label className="field field-inline">
          <input type="checkbox" name="enabled" checked={d.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          <span>{t('form.enabled')}</span>
        </label>
        <p className="muted small field-wide">{t('form.onceRule')}</p>
        <div className="toolbar field-wide">
          <button type="submit" className="btn btn-primary">
            {t('form.save')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
      {confirming && 'fields' in checked && (
        <ConfirmDialog
          title={offer ? t('form.confirmEdit', { code: offer.code, next: offer.version + 1, market }) : t('form.confirmNew', { code: d.code, market })}
          askReason
          confirmLabel={t('form.save').replace('…', '')}
          onCancel={() => setConfirming(false)}
          onConfirm={async (reason) => {
            const saved = offer
              ? await apiCall<TAdminOfferView>('/admin/bonus/offers/update', { offerId: offer.offerId, expectedVersion: offer.version, note: reason, offer: checked.fields })
              : await apiCall<TAdminOfferView>('/admin/bonus/offers/create', { market, code: d.code.trim(), note: reason, offer: checked.fields });
            onSaved(saved);
          }}
        >
          <p className="muted">{t('form.confirmBody', { running: offer?.runningCount ?? 0 })}</p>
        </ConfirmDialog>
      )}
    </>
  );
};
