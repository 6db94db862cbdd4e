import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall } from '../../api/client';
import type { TRegistryMarketAdmin, TRemoteVersion } from '../../api/types';
import { useCan } from '../../auth/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useStrings } from '../../i18n/tables';
import { short, when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { useReleaseStrings } from './release-strings';

/** The published (immutable) versions of a remote, newest first, with what `pnpm remote publish` recorded. */
const VersionsScreen = () => {
  const t = useStrings();
  const rs = useReleaseStrings();
  const registry = useApi<TRegistryMarketAdmin[]>('/admin/registry/list', {});
  const remotes = [...new Set((registry.data ?? []).flatMap((m) => m.remotes.map((r) => r.name)))].sort();
  const [picked, setPicked] = useState('');
  const remote = picked || remotes[0] || '';
  const versions = useApi<TRemoteVersion[]>('/admin/registry/versions', { remote }, { enabled: remote !== '' });
  const canOperate = useCan('operator');
  const markets = (registry.data ?? []).map((m) => m.market.id);
  const [previewOf, setPreviewOf] = useState<string | null>(null);
  const [link, setLink] = useState<TPreviewLink | null>(null);

  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{t.versions.pick}</span>
          <select value={remote} onChange={(e) => setPicked(e.target.value)} disabled={!remotes.length}>
            {remotes.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        {remote ? (
          <Link className="btn btn-small" to={`/versions/${remote}`} data-testid="release-page-link">
            {rs.open(remote)}
          </Link>
        ) : null}
      </div>
      {link && <PreviewLinkNotice link={link} onClose={() => setLink(null)} />}
      {previewOf && (
        <PreviewDialog
          remote={remote}
          version={previewOf}
          markets={markets}
          onCancel={() => setPreviewOf(null)}
          onCreated={(created) => {
            setLink(created);
            setPreviewOf(null);
          }}
        />
      )}
      {!remote ? (
        <QueryView query={registry} empty={t.versions.empty} isEmpty={() => true}>
          {() => null}
        </QueryView>
      ) : (
      <QueryView query={versions} empty={t.versions.empty}>
        {() => (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{t.common.version}</th>
                  <th>{t.versions.publishedAt}</th>
                  <th>{t.versions.publishedBy}</th>
                  <th>{t.versions.commit}</th>
                  <th>{t.versions.integrity}</th>
                  <th>{t.versions.shared}</th>
                  <th>{t.versions.manifest}</th>
                  {canOperate && <th aria-label={t.versions.preview} />}
                </tr>
              </thead>
              <tbody>
                {(versions.data ?? []).map((v) => (
                  <tr key={v.version} data-testid={`version-${v.version}`}>
                    <th scope="row">{v.version}</th>
                    <td>{when(v.publishedAt)}</td>
                    <td>{v.publishedBy}</td>
                    <td className="mono">{short(v.gitCommit, 10)}</td>
                    <td className="mono" title={v.integrity}>
                      {short(v.integrity, 18)}
                    </td>
                    <td>
                      <ul className="plain small">
                        {Object.entries(v.shared ?? {}).map(([pkg, range]) => (
                          <li key={pkg}>
                            {pkg} <span className="muted">{range}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="mono small">
                      <a href={v.manifestUrl} target="_blank" rel="noreferrer">
                        {short(v.manifestUrl, 40)}
                      </a>
                    </td>
                    {canOperate && (
                      <td>
                        <button type="button" className="btn btn-small" onClick={() => setPreviewOf(v.version)}>
                          {t.versions.preview}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      )}
    </>
  );
};

interface TPreviewLink {
  id: string;
  token: string;
  url: string;
  expiresAt: string;
}

/** Market, duration and reason of a preview link of one version (the API runs the pin's gate on it). */
const PreviewDialog = ({ remote, version, markets, onCancel, onCreated }: { remote: string; version: string; markets: string[]; onCancel: () => void; onCreated: (link: TPreviewLink) => void }) => {
  const t = useStrings();
  const [market, setMarket] = useState(markets[0] ?? '');
  const [ttl, setTtl] = useState('2h');
  return (
    <ConfirmDialog
      title={t.versions.confirmPreview(remote, version)}
      askReason
      confirmLabel={t.versions.preview.replace('…', '')}
      onCancel={onCancel}
      onConfirm={async (reason) => {
        onCreated(await apiCall<TPreviewLink>('/admin/registry/preview', { market, remote, version, ttl, reason }));
      }}
    >
      <label className="field">
        <span>{t.versions.previewMarket}</span>
        <select value={market} onChange={(e) => setMarket(e.target.value)}>
          {markets.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t.versions.previewTtl}</span>
        <input value={ttl} onChange={(e) => setTtl(e.target.value)} maxLength={16} />
      </label>
    </ConfirmDialog>
  );
};

/** The link to copy, once made. */
const PreviewLinkNotice = ({ link, onClose }: { link: TPreviewLink; onClose: () => void }) => {
  const t = useStrings();
  const [copied, setCopied] = useState(false);
  return (
    <div className="notice notice-ok" role="status" data-testid="preview-link">
      <p>
        {t.versions.previewLink} <span className="muted">{t.versions.previewUntil(when(link.expiresAt))}</span>
      </p>
      <input className="mono" readOnly value={link.url} onFocus={(e) => e.target.select()} aria-label={t.versions.previewLink} />
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          void navigator.clipboard?.writeText(link.url).then(() => setCopied(true), () => undefined);
        }}
      >
        {copied ? t.versions.copied : t.versions.copy}
      </button>
      <button type="button" className="btn btn-small" onClick={onClose} aria-label="×">
        ×
      </button>
    </div>
  );
};

export default VersionsScreen;
