import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import type { TOfferDraft } from './offer-draft';

type TWeights = TOfferDraft['weights'];

/** Game family weights: one row per family (slots, crash, table, live, ...), a weight 0-100 each. */
export const WeightsEditor = ({ weights, onChange }: { weights: TWeights; onChange: (w: TWeights) => void }) => {
  const { t } = useTranslation('bonuses', { i18n });
  const update = (index: number, patch: Partial<TWeights[number]>) => onChange(weights.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  return (
    <fieldset className="field field-wide weights">
      <legend>{t('form.weights')}</legend>
      {weights.map((w, i) => (
        <div key={i} className="toolbar">
          <label className="field field-inline">
            <span>{t('form.family')}</span>
            <input aria-label={`${t('form.family')} ${i + 1}`} value={w.family} size={10} onChange={(e) => update(i, { family: e.target.value })} />
          </label>
          <label className="field field-inline">
            <span>{t('form.weight')}</span>
            <input aria-label={`${t('form.weight')} ${w.family || i + 1}`} inputMode="numeric" value={w.weight} size={4} onChange={(e) => update(i, { weight: e.target.value })} />
          </label>
          <button type="button" className="btn btn-small" onClick={() => onChange(weights.filter((_, j) => j !== i))}>
            {t('form.remove')}
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-small" onClick={() => onChange([...weights, { family: '', weight: '' }])}>
        {t('form.addFamily')}
      </button>
    </fieldset>
  );
};
