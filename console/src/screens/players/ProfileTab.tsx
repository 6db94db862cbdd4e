import type { TPlayerProfile } from '../../api/types';
import { t } from '../../strings';
import { json, when } from '../../ui/format';

const p = t.players.profile;

/** Profile and status; personal data arrives masked for roles that may not see it (the API decides and logs). */
export const ProfileTab = ({ profile }: { profile: TPlayerProfile }) => (
  <div className="cards">
    <div className="card">
      {!profile.personalData && <p className="muted small">{t.players.masked}</p>}
      <dl className="kv">
        <dt>{p.publicId}</dt>
        <dd className="mono">{profile.publicId}</dd>
        <dt>{p.role}</dt>
        <dd>{profile.role}</dd>
        <dt>{t.players.phone}</dt>
        <dd className="mono">{profile.phone ?? '—'}</dd>
        <dt>{p.name}</dt>
        <dd>{profile.name ?? '—'}</dd>
        <dt>{p.email}</dt>
        <dd>{profile.email ?? '—'}</dd>
        <dt>{p.device}</dt>
        <dd className="mono">{profile.deviceNumber ?? '—'}</dd>
        <dt>{p.vip}</dt>
        <dd>{profile.vipLevel}</dd>
        <dt>{p.registered}</dt>
        <dd>{when(profile.registeredAt ?? profile.createdAt)}</dd>
        <dt>{p.market}</dt>
        <dd>{profile.market ?? p.notRecorded}</dd>
        <dt>{p.language}</dt>
        <dd>{profile.language ?? p.notRecorded}</dd>
        <dt>{p.kyc}</dt>
        <dd>{profile.kyc ?? p.notRecorded}</dd>
        <dt>{t.players.blocked}</dt>
        <dd>{when(profile.status.loginBlockedAt)}</dd>
        <dt>{t.players.review}</dt>
        <dd>{when(profile.status.reviewAt)}</dd>
      </dl>
    </div>
    <div className="card" style={{ gridColumn: 'span 2' }}>
      <h3>{p.lastLogins}</h3>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{p.at}</th>
              <th>{p.device}</th>
              <th>{p.ip}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {profile.lastLogins.map((l, i) => (
              <tr key={i}>
                <td className="nowrap">{when(l.at)}</td>
                <td className="mono small">{l.device ?? '—'}</td>
                <td className="mono small">{l.ip ?? '—'}</td>
                <td>{l.ended ? <span className="pill pill-off">{p.ended}</span> : <span className="pill pill-ok">{p.live}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
    <div className="card card-wide">
      <h3>{p.protection}</h3>
      {profile.protection.limits.length === 0 ? (
        <p className="muted">{t.protection.noLimits}</p>
      ) : (
        <ul className="plain">
          {profile.protection.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`}>
              {l.kind} / {l.period}: {l.value}
              {l.used !== null && ` (${l.used})`}
            </li>
          ))}
        </ul>
      )}
      <p>
        {t.protection.exclusion}:{' '}
        {profile.protection.exclusion ? `${profile.protection.exclusion.kind} (${profile.protection.exclusion.duration}): ${when(profile.protection.exclusion.startsAt)} → ${when(profile.protection.exclusion.endsAt)}` : t.protection.noExclusion}
      </p>
      <p className="small">{profile.protection.audit.map((a) => `${when(a.createdAt)} · ${a.actor} · ${a.action}: ${json(a.oldValue)} → ${json(a.newValue)}`).join('\n') || null}</p>
    </div>
  </div>
);
