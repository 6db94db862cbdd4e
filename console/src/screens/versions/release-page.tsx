import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { TReleaseCompare, TReleasePage, TReleaseVersion, TRemoteSizes, TSizeDiff } from '../../api/types';
import { short, when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { useReleaseStrings } from './release-strings';
import './release-page.css';

type TStrings = ReturnType<typeof useReleaseStrings>;

const kB = (bytes: number | null | undefined): string => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)} kB`);
const signed = (bytes: number | null | undefined): string =>
  bytes === null || bytes === undefined ? '—' : bytes === 0 ? '±0.0 kB' : `${bytes > 0 ? '+' : '−'}${(Math.abs(bytes) / 1000).toFixed(1)} kB`;
const diffClass = (bytes: number | null | undefined) => (bytes ? (bytes > 0 ? 'delta-up' : 'delta-down') : '');

/** Every sized item of a version (and of the pinned one): entry, exposed modules, routes. */
const sizeRows = (s: TStrings, a: TRemoteSizes | null, b: TRemoteSizes | null, diff: TSizeDiff | null) => {
  const keys = (pick: (x: TRemoteSizes) => Record<string, number>) => [...new Set([...Object.keys(a ? pick(a) : {}), ...Object.keys(b ? pick(b) : {})])].sort();
  return [
    { key: 'entry', label: s.entry, mine: a?.entry, theirs: b?.entry, delta: diff?.entry },
    ...keys((x) => x.exposes).map((k) => ({ key: `e:${k}`, label: s.expose(k), mine: a?.exposes[k], theirs: b?.exposes[k], delta: diff?.exposes[k] })),
    ...keys((x) => x.routes).map((k) => ({ key: `r:${k}`, label: s.route(k), mine: a?.routes[k], theirs: b?.routes[k], delta: diff?.routes[k] })),
  ];
};

const VersionCard = ({ v, s, remote }: { v: TReleaseVersion; s: TStrings; remote: string }) => (
  <article className="card release-card" data-testid={`release-${v.version}`}>
    <header className="release-head">
      <h2 className="mono">{v.version}</h2>
      <div className="chips">
        {v.runs.length === 0 ? <span className="pill pill-off">{s.nowhere}</span> : null}
        {v.runs.map((r) => (
          <span key={`${r.market}-${r.channel}`} className={`pill ${r.channel === 'pinned' ? 'pill-ok' : ''}`} data-testid={`run-${r.market}-${r.channel}`}>
            {r.market}: {r.channel === 'pinned' ? s.pinned : s.canary} {r.percent}%{r.enabled ? '' : ` (${s.off})`}
          </span>
        ))}
      </div>
      <Link className="btn btn-small" to={`/versions/${remote}?compare=${encodeURIComponent(v.version)}`}>
        {s.compare}
      </Link>
    </header>
    <dl className="kv release-kv">
      <dt>{s.commit}</dt>
      <dd className="mono">{short(v.gitCommit, 10)}</dd>
      <dt>{s.author}</dt>
      <dd>{v.gitAuthor ?? s.none}</dd>
      <dt>{s.built}</dt>
      <dd data-testid="built">{when(v.builtAt)}</dd>
      <dt>{s.published}</dt>
      <dd>
        {when(v.publishedAt)} · {v.publishedBy}
      </dd>
      <dt>{s.health}</dt>
      <dd data-testid="health">
        {Object.keys(v.health).length === 0
          ? s.noReports
          : Object.entries(v.health).map(([m, f]) => (
              <span key={m} className={`nowrap ${f.rate > 0.2 ? 'text-bad' : ''}`}>
                {m}: {(f.rate * 100).toFixed(1)}% ({f.failed}/{f.sessions}){' '}
              </span>
            ))}
      </dd>
    </dl>
    <div className="release-grid">
      <section>
        <h3>{s.sizes}</h3>
        {v.sizes ? (
          <div className="table-wrap">
            <table className="small">
              <thead>
                <tr>
                  <th>{s.item}</th>
                  <th className="num">{s.thisVersion}</th>
                  {Object.keys(v.sizeDiff).map((m) => (
                    <th key={m} className="num">
                      Δ {m}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sizeRows(s, v.sizes, null, null).map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td className="num">{kB(row.mine)}</td>
                    {Object.entries(v.sizeDiff).map(([m, d]) => {
                      const delta = row.key === 'entry' ? d.entry : row.key.startsWith('e:') ? d.exposes[row.key.slice(2)] : d.routes[row.key.slice(2)];
                      return (
                        <td key={m} className={`num ${diffClass(delta)}`}>
                          {signed(delta)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{s.noSizes}</p>
        )}
      </section>
      <section>
        <h3>{s.shared}</h3>
        <ul className="plain small">
          {Object.entries(v.shared).map(([pkg, range]) => (
            <li key={pkg}>
              {pkg} <span className="muted mono">{range}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{s.audit}</h3>
        {v.audit.length === 0 ? (
          <p className="muted small">{s.noAudit}</p>
        ) : (
          <ul className="plain small" data-testid="audit">
            {v.audit.slice(0, 8).map((a) => (
              <li key={a.id}>
                <span className="mono">{when(a.createdAt)}</span> {a.marketId} · {a.action} · {a.actor}
                {a.reason ? <span className="muted"> — {a.reason}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  </article>
);

const CompareView = ({ rows, s, version, remote }: { rows: TReleaseCompare[]; s: TStrings; version: string; remote: string }) => (
  <section className="card release-compare" data-testid="compare" aria-labelledby="compare-title">
    <header className="release-head">
      <h2 id="compare-title">{s.compareTitle(version)}</h2>
      <Link className="btn btn-small" to={`/versions/${remote}`}>
        {s.closeCompare}
      </Link>
    </header>
    <div className="compare-markets">
      {rows.map((c) => (
        <article key={c.market} className="compare-market" data-testid={`compare-${c.market}`}>
          <h3>{c.pinned ? s.vsPinned(c.market, c.pinned) : `${c.market}: ${s.noPinned}`}</h3>
          {c.pinned ? (
            <>
              <div className="table-wrap">
                <table className="small">
                  <thead>
                    <tr>
                      <th>{s.item}</th>
                      <th className="num">{s.thisVersion}</th>
                      <th className="num">{s.pinnedVersion}</th>
                      <th className="num">{s.difference}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sizeRows(s, c.sizes.version, c.sizes.pinned, c.sizes.diff).map((row) => (
                      <tr key={row.key}>
                        <th scope="row">{row.label}</th>
                        <td className="num">{kB(row.mine)}</td>
                        <td className="num">{kB(row.theirs)}</td>
                        <td className={`num ${diffClass(row.delta)}`}>{signed(row.delta)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="table-wrap">
                <table className="small">
                  <thead>
                    <tr>
                      <th>{s.shared}</th>
                      <th>{s.thisVersion}</th>
                      <th>{s.pinnedVersion}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.shared.map((d) => (
                      <tr key={d.name} className={d.changed ? 'row-changed' : ''} data-testid={d.changed ? 'shared-changed' : undefined}>
                        <th scope="row">
                          {d.name}
                          {d.changed ? <span className="pill pill-bad"> {s.changed}</span> : null}
                        </th>
                        <td className="mono">{d.version ?? s.none}</td>
                        <td className="mono">{d.pinned ?? s.none}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className="kv">
                <dt>{s.routesAdded}</dt>
                <dd data-testid="routes-added">{c.routes.added.map((p) => (p ? `/${p}` : s.root)).join(', ') || s.none}</dd>
                <dt>{s.routesRemoved}</dt>
                <dd data-testid="routes-removed">{c.routes.removed.map((p) => (p ? `/${p}` : s.root)).join(', ') || s.none}</dd>
                <dt>{s.routesSame}</dt>
                <dd className="muted">{c.routes.same.map((p) => (p ? `/${p}` : s.root)).join(', ') || s.none}</dd>
              </dl>
            </>
          ) : null}
        </article>
      ))}
    </div>
  </section>
);

/** `/versions/:remote`: every version of one remote, where it runs, its health, sizes and audit; `?compare=<v>` vs pinned. */
const ReleasePage = () => {
  const s = useReleaseStrings();
  const { remote = '' } = useParams();
  const [params] = useSearchParams();
  const compare = params.get('compare') ?? undefined;
  const page = useApi<TReleasePage>('/admin/registry/release', compare ? { remote, version: compare } : { remote }, { key: `${remote}:${compare ?? ''}` });

  return (
    <div className="release-page">
      <div className="toolbar">
        <Link to="/versions">← {s.back}</Link>
        <h2 className="release-title">{s.title(remote)}</h2>
      </div>
      <QueryView query={page} empty={s.empty} isEmpty={(d) => d.versions.length === 0}>
        {(d) => (
          <>
            <section className="card" aria-labelledby="where-title">
              <h3 id="where-title">{s.markets}</h3>
              <ul className="plain market-runs" data-testid="markets">
                {d.markets.map((m) => (
                  <li key={m.id}>
                    <strong>{m.id}</strong> {m.name}: {s.pinned} <span className="mono">{m.pinned ?? s.devBuild}</span>
                    {m.canary ? (
                      <>
                        {' · '}
                        {s.canary} <span className="mono">{m.canary.version}</span> {m.canary.percent}%
                      </>
                    ) : null}
                    {m.enabled ? null : <span className="pill pill-off"> {s.off}</span>}
                  </li>
                ))}
              </ul>
              {/* A later branch adds preview links (/admin/registry/preview): their rows go here. */}
              <p className="muted small" data-testid="previews-slot">
                {s.previews}: {s.previewsLater}
              </p>
            </section>
            {compare && d.compare.length ? <CompareView rows={d.compare} s={s} version={compare} remote={remote} /> : null}
            {d.versions.map((v) => (
              <VersionCard key={v.version} v={v} s={s} remote={remote} />
            ))}
          </>
        )}
      </QueryView>
    </div>
  );
};

export default ReleasePage;
