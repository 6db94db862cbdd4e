import { useTranslation } from 'react-i18next';
import { type Provider, Link } from '@casino/shared';
import { resolveImageUrl } from '../lib/image-url';
import { useNearViewport } from '../hooks/use-near-viewport';

/** Provider logos; each leads to gameAll over every category (cid 0) narrowed to the provider code. */
export function ProviderRow({ providers, onPick }: { providers: readonly Provider[]; onPick?: () => void }) {
  const { t } = useTranslation('lobby');
  // The logos load once the row nears the screen: on a phone it is the home page's last row, and the browser's
  // `loading="lazy"` margin is thousands of pixels there (each SVG logo is a document to parse and paint during
  // the boot). The tiles keep their size meanwhile (aspect-ratio), so nothing moves.
  const [rowRef, near] = useNearViewport<HTMLElement>('300px');
  if (providers.length === 0) return null;
  return (
    <section ref={rowRef} className="lobby-row" aria-labelledby="lobby-providers" data-testid="provider-row">
      <header className="lobby-row__head">
        <h2 id="lobby-providers">{t('home.providers')}</h2>
      </header>
      <div className="lobby-providers">
        {providers.map((p) => (
          <Link key={p.code} className="lobby-provider" aria-label={p.name} to={`/gameAll/0/${encodeURIComponent(p.name)}/${p.code}`} onClick={onPick} title={p.name}>
            {p.logoUrl ? near && <img src={resolveImageUrl(p.logoUrl)} alt={p.name} width={120} height={48} /> : <span>{p.name}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}
