import type { TAdminOfferView } from '@casino/shared/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRegistryMarketAdmin } from '../../api/types';
import { useCan } from '../../auth/auth';
import { i18n } from '../../i18n';
import { currencySign, money, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { OfferForm } from './offer-form';
import { OfferHistory } from './offer-history';

type TEditing = { offer: TAdminOfferView | null } | null;

/** Bonus offers of a market (bonus-admin.routes.ts): the list, a new offer, an edit (a new version), each offer's versions. */
const BonusesScreen = () => {
  const { t } = useTranslation('bonuses', { i18n });
  const [market, setMarket] = useState('tr');
  const query = useApi<TAdminOfferView[]>('/admin/bonus/offers/list', { market });
  // Offers carry no currency: their amounts are in their market's, as the registry lists it (₺ in tr).
  const markets = useApi<TRegistryMarketAdmin[]>('/admin/registry/list', {});
  const currency = markets.data?.find((m) => m.market.id === market)?.market.currency ?? '';
  const sign = currencySign(currency, i18n.language);
  const canEdit = useCan('operator');
  const [editing, setEditing] = useState<TEditing>(null);
  const [history, setHistory] = useState<TAdminOfferView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const now = Date.now();

  const pays = (o: TAdminOfferView): string => {
    if (o.kind === 'deposit_match') return t('percentOf', { percent: o.percent ?? 0, cap: money(o.capMinor ?? 0, currency) });
    if (o.kind === 'free_spins' && o.freeRounds) return t('rounds', { rounds: o.freeRounds.rounds, stake: money(o.freeRounds.stakeMinor, currency) });
    if (o.kind === 'cashback') return t('vipPercent');
    return o.amountMinor === null ? t('sourceAmount') : money(o.amountMinor, currency);
  };
  const state = (o: TAdminOfferView) => {
    if (!o.enabled) return <span className="pill pill-off">{t('disabled')}</span>;
    if (o.endsAt && Date.parse(o.endsAt) <= now) return <span className="pill pill-bad">{t('ended')}</span>;
    if (o.startsAt && Date.parse(o.startsAt) > now) return <span className="pill">{t('notYet')}</span>;
    return <span className="pill pill-ok">{t('enabled')}</span>;
  };

  return (
    <>
      <p className="muted">{t('intro')}</p>
      {notice && (
        <Notice kind="ok" onClose={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      {!canEdit && <p className="muted small">{t('readOnly')}</p>}
      <div className="toolbar">
        <label className="field field-inline">
          <span>{t('market')}</span>
          <select value={market} onChange={(e) => setMarket(e.target.value)}>
            <option value="tr">tr</option>
            <option value="az">az</option>
          </select>
        </label>
        {canEdit && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ offer: null })}>
            {t('newOffer')}
          </button>
        )}
      </div>
      <QueryView query={query} empty={t('empty')}>
        {(offers) => (
          <div className="table-wrap">
            <table className="table-cards">
              <thead>
                <tr>
                  {(['offer', 'pays', 'wagering', 'validity', 'source', 'state', 'version'] as const).map((c) => (
                    <th key={c}>{t(`col.${c}`)}</th>
                  ))}
                  <th />
                </tr>
              </thead>
              <tbody>
                {offers.map((o) => (
                  <tr key={o.offerId} data-testid={`offer-${o.code}`}>
                    <th>
                      {o.title}
                      <div className="muted small">
                        {o.code} · {t(`kinds.${o.kind}`)}
                      </div>
                    </th>
                    <td data-label={t('col.pays')}>
                      {pays(o)}
                      {o.creditAs === 'cash' && <span className="muted small"> · {t('asCash')}</span>}
                    </td>
                    <td data-label={t('col.wagering')}>
                      {o.creditAs === 'cash' ? t('none') : `${o.wageringMultiplier} ${t(`bases.${o.wageringBase}`)}`}
                      <div className="muted small">
                        {t('col.maxBet')}: {o.maxBetMinor === null ? t('none') : money(o.maxBetMinor, currency)}
                      </div>
                    </td>
                    <td data-label={t('col.validity')}>
                      {t('days', { count: o.validDays })}
                      <div className="muted small">
                        {t('col.maxConversion')}: {o.maxConversionMinor === null ? t('none') : money(o.maxConversionMinor, currency)}
                      </div>
                    </td>
                    <td data-label={t('col.source')}>{t(`sources.${o.promoSource ?? 'none'}`)}</td>
                    <td data-label={t('col.state')}>{state(o)}</td>
                    <td data-label={t('col.version')} title={t('by', { actor: o.updatedBy, when: when(o.updatedAt) })}>
                      v{o.version}
                      <div className="muted small">{t('runningCount', { count: o.runningCount })}</div>
                    </td>
                    <td className="actions">
                      {canEdit && (
                        <button type="button" className="btn btn-small" onClick={() => setEditing({ offer: o })}>
                          {t('edit')}
                        </button>
                      )}
                      <button type="button" className="btn btn-small" aria-expanded={history?.offerId === o.offerId} onClick={() => setHistory(history?.offerId === o.offerId ? null : o)}>
                        {t('history')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {history && <OfferHistory offer={history} onClose={() => setHistory(null)} />}
      {editing && (
        <OfferForm
          key={editing.offer?.offerId ?? 'new'}
          market={market}
          currencySign={sign}
          offer={editing.offer}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setNotice(t('form.saved', { code: saved.code, version: saved.version }));
            setEditing(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default BonusesScreen;
