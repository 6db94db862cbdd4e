import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentLangTag, contentLangOf, useUser, type Banner, useNavigate } from '@casino/shared';
import { fetchBanners, preloadedBanners } from '../api/banners-api';
import { resolveImageUrl } from '../lib/image-url';
import { useMayRotate } from '../hooks/use-may-rotate';

/**
 * How long a banner stays before the carousel moves on (paused while hovered, focused or with reduced motion;
 * not moving before the page is settled, while the tab is hidden or while it is off screen: useMayRotate).
 */
export const BANNER_INTERVAL_MS = 5_000;

/**
 * The banners slot of Home: the market's banners (`/banner/list`) as a carousel. Until they arrive,
 * or when there are none, the fixed-size hero keeps the space, so the page never jumps. The first home
 * page starts from the banners its HTML carries (tools/lib/first-paint.mjs).
 */
export function BannerSlot() {
  // The first home page starts from the banners its HTML carries (drawn in its first screen): no second wait.
  const { lang } = useUser();
  // The HTML's banners are the market's own language: a player reading another asks for theirs.
  const [banners, setBanners] = useState<Banner[] | null>(() => {
    const preloaded = preloadedBanners();
    return preloaded && preloaded.every((b) => b.contentLang === contentLangOf(lang)) ? preloaded : null;
  });
  // The language the banners shown were asked in: a language switch asks again (no reload), once per language.
  const askedIn = useRef<string | null>(banners ? lang : null);
  useEffect(() => {
    if (askedIn.current === lang) return;
    askedIn.current = lang;
    let live = true;
    fetchBanners().then(
      (list) => live && setBanners(list),
      () => live && setBanners((shown) => shown ?? []),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return banners && banners.length > 0 ? <BannerCarousel banners={banners} /> : <BannerHero />;
}

function BannerHero() {
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

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  const root = useRef<HTMLElement>(null);
  const mayRotate = useMayRotate(root);
  const count = banners.length;
  // The other slides' pictures load once the carousel may move on by itself (the page has settled) or the player
  // moves it: during the boot they would take the phone's bandwidth from the page's scripts (~15 KB each).
  const [warm, setWarm] = useState(false);
  if (mayRotate && !warm) setWarm(true);
  const go = useCallback(
    (i: number) => {
      setWarm(true);
      setIndex(((i % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    if (paused || !mayRotate || count < 2 || reducedMotion()) return;
    const timer = setTimeout(() => go(index + 1), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, mayRotate, count, go]);

  return (
    <section
      ref={root}
      className="lobby-banners lobby-carousel"
      data-slot="banners"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="lobby-carousel__viewport"
        onPointerDown={(e) => (swipe.current = { x: e.clientX, moved: false })}
        onPointerUp={(e) => {
          const start = swipe.current;
          if (!start) return;
          const dx = e.clientX - start.x;
          if (Math.abs(dx) > 40) {
            start.moved = true;
            go(index + (dx < 0 ? 1 : -1));
          }
        }}
      >
        <ul className="lobby-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {banners.map((banner, i) => (
            <li key={banner.id} className="lobby-carousel__slide" aria-roledescription="slide" aria-label={`${i + 1} / ${count}`} aria-hidden={i !== index}>
              <button
                type="button"
                className="lobby-carousel__link"
                tabIndex={i === index ? 0 : -1}
                data-testid="banner-slide"
                lang={banner.contentLang}
                onClick={() => {
                  if (swipe.current?.moved) return;
                  navigate(banner.link);
                }}
              >
                {(i === 0 || warm) && <img src={resolveImageUrl(banner.imageUrl)} alt={banner.subtitle ? `${banner.title}: ${banner.subtitle}` : banner.title} width={1200} height={360} draggable={false} />}
                <ContentLangTag content={banner} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <>
          <button type="button" className="lobby-carousel__arrow lobby-carousel__arrow--prev" aria-label={t('home.bannerPrev')} onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="lobby-carousel__arrow lobby-carousel__arrow--next" aria-label={t('home.bannerNext')} onClick={() => go(index + 1)}>
            ›
          </button>
          <div className="lobby-carousel__dots">
            {banners.map((banner, i) => (
              <button key={banner.id} type="button" className={`lobby-carousel__dot ${i === index ? 'is-on' : ''}`} aria-label={t('home.bannerGoTo', { n: i + 1 })} aria-current={i === index} onClick={() => go(i)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
