import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TRegistryMarketAdmin, TRemoteVersion } from '../../api/types';
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

export default VersionsScreen;
