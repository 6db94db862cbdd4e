import { useTranslation } from 'react-i18next';
import { useStore, type RegistryRemote } from '@casino/shared';
import { platformStore, type RemoteStatus } from '../../platform-store';
import './about-page.css';
import { originOf } from '../../mf/entry-policy';

type TChannel = 'stable' | 'canary' | 'preview' | 'dev';

/** A published version carries its hash; an unpublished dev build (a dev origin) has none. */
export const channelOf = (remote: Pick<RegistryRemote, 'channel' | 'integrity'>): TChannel => (remote.integrity === null ? 'dev' : remote.channel);


/** The panel itself: one row per remote of the market, the switched-off ones last. */
export default function AboutPage({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { market, remotes, status, switchedOff, registryStale } = useStore(platformStore);
  const state = (name: RegistryRemote['name']): RemoteStatus | undefined => status[name];
  return (
    <section className="shell-about" role="dialog" aria-modal="false" aria-labelledby="shell-about-title" data-testid="about-page">
      <header className="shell-about__head">
        <h2 id="shell-about-title">{t('about.title')}</h2>
        <button type="button" className="shell-about__close" onClick={onClose} aria-label={t('about.close')}>
          ×
        </button>
      </header>
      <p className="shell-about__market">
        {t('about.market', { market: market ? `${market.name} (${market.id})` : '-' })}
        {registryStale ? ` · ${t('about.stale')}` : ''}
      </p>
      <table className="shell-about__table">
        <thead>
          <tr>
            <th scope="col">{t('about.remote')}</th>
            <th scope="col">{t('about.version')}</th>
            <th scope="col">{t('about.channel')}</th>
            <th scope="col">{t('about.origin')}</th>
            <th scope="col">{t('about.status')}</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((r) => (
            <tr key={r.name} data-testid={`about-${r.name}`}>
              <th scope="row">{r.name}</th>
              <td>{r.version || '-'}</td>
              <td>{t(`about.channels.${channelOf(r)}`)}</td>
              <td>{r.channel === 'dev' ? r.entryUrl : (originOf(r.entryUrl) ?? r.entryUrl)}</td>
              <td>{t(`about.states.${state(r.name) ?? 'loading'}`)}</td>
            </tr>
          ))}
          {switchedOff.map((r) => (
            <tr key={r.name} data-testid={`about-${r.name}`}>
              <th scope="row">{r.name}</th>
              <td>-</td>
              <td>{t('about.channels.off')}</td>
              <td>-</td>
              <td>-</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
