import { useTranslation } from 'react-i18next';

/**
 * The banners slot of Home. Banners (/banner/list) belong to the content work; until then a fixed-size
 * hero keeps the space, so the page does not jump when real banners arrive.
 */
export function BannerSlot() {
  const { t } = useTranslation('lobby');
  return (
    <section className="lobby-banners" data-slot="banners" aria-label={t('home.banners')}>
      <div className="lobby-banner">
        <div>
          <strong>{t('home.heroTitle')}</strong>
          <p>{t('home.heroText')}</p>
        </div>
      </div>
    </section>
  );
}
