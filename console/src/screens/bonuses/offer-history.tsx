import type { TAdminOfferVersion, TAdminOfferView } from '@casino/shared/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { changedFields } from './offer-draft';

/** Every saved version of one offer, newest first, with who saved it, when, why and what changed. */
export const OfferHistory = ({ offer, onClose }: { offer: TAdminOfferView; onClose: () => void }) => {
  const { t } = useTranslation('bonuses', { i18n });
  const query = useApi<TAdminOfferVersion[]>('/admin/bonus/offers/versions', { offerId: offer.offerId });
  return (
    <section className="card" aria-label={t('historyOf', { code: offer.code })}>
      <div className="toolbar">
        <h2>{t('historyOf', { code: offer.code })}</h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          {i18n.t('common:close')}
        </button>
      </div>
      <QueryView query={query} empty={t('none')}>
        {(versions) => (
          <ol className="plain" data-testid="offer-history">
            {versions.map((v, i) => {
              const changed = changedFields(v.fields, versions[i + 1]?.fields);
              return (
                <li key={v.version}>
                  <strong>v{v.version}</strong> · {t('by', { actor: v.actor, when: when(v.createdAt) })} · {v.note || '—'}
                  <div className="muted small">{versions[i + 1] ? t('changed', { fields: changed.map((f) => t(`field.${f}`, { defaultValue: f })).join(', ') || '—' }) : t('first')}</div>
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
    </section>
  );
};
