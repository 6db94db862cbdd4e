import { useTranslation } from 'react-i18next';
import { type Provider, Link } from '@casino/shared';
import { resolveImageUrl } from '../lib/image-url';

/** Provider logos; each leads to gameAll over every category (cid 0) narrowed to the provider code. */
export function ProviderRow({ providers, onPick }: { providers: readonly Provider[]; onPick?: () => void }) {
  const { t } = useTranslation('lobby');
  if (providers.length === 0) return null;
  return (
    <section className="lobby-row" aria-labelledby="lobby-providers" data-testid="provider-row">
      <header className="lobby-row__head">
        <h2 id="lobby-providers">{t('home.providers')}</h2>
      </header>
      <div className="lobby-providers">
        {providers.map((p) => (
          <Link key={p.code} className="lobby-provider" to={`/gameAll/0/${encodeURIComponent(p.name)}/${p.code}`} onClick={onPick} title={p.name}>
            {p.logoUrl ? <img src={resolveImageUrl(p.logoUrl)} alt={p.name} loading="lazy" width={120} height={48} /> : <span>{p.name}</span>}
          </Link>
        ))}
      </div>
    </section>
  );
}
