import type { TPlayerProfile } from '../../api/types';
import { useTranslation } from 'react-i18next';
import { json, when } from '../../ui/format';


/** Profile and status; personal data arrives masked for roles that may not see it (the API decides and logs). */
export const ProfileTab = ({ profile }: { profile: TPlayerProfile }) => {
  const { t: tp } = useTranslation('players');
  return (
  <div className="cards">
    <div className="card">
      {!profile.personalData && <p className="muted small">{tp('masked')}</p>}
      <dl className="kv">
        <dt>{tp('profile.publicId')}</dt>
        <dd className="mono">{profile.publicId}</dd>
        <dt>{tp('profile.role')}</dt>
        <dd>{profile.role}</dd>
        <dt>{tp('phone')}</dt>
        <dd className="mono">{profile.phone ?? '—'}</dd>
        <dt>{tp('profile.name')}</dt>
        <dd>{profile.name ?? '—'}</dd>
        <dt>{tp('profile.email')}</dt>
        <dd>{profile.email ?? '—'}</dd>
        <dt>{tp('profile.device')}</dt>
        <dd className="mono">{profile.deviceNumber ?? '—'}</dd>
        <dt>{tp('profile.vip')}</dt>
        <dd>{profile.vipLevel}</dd>
        <dt>{tp('profile.registered')}</dt>
        <dd>{when(profile.registeredAt ?? profile.createdAt)}</dd>
        <dt>{tp('profile.market')}</dt>
        <dd>{profile.market ?? tp('profile.notRecorded')}</dd>
        <dt>{tp('profile.language')}</dt>
        <dd>{profile.language ?? tp('profile.notRecorded')}</dd>
        <dt>{tp('profile.kyc')}</dt>
        <dd>{profile.kyc ?? tp('profile.notRecorded')}</dd>
        <dt>{tp('blocked')}</dt>
        <dd>{when(profile.status.loginBlockedAt)}</dd>
        <dt>{tp('review')}</dt>
        <dd>{when(profile.status.reviewAt)}</dd>
        <dt>{tp('closed')}</dt>
        <dd>{when(profile.status.closedAt)}</dd>
      </dl>
    </div>
    <div className="card" style={{ gridColumn: 'span 2' }}>
      <h3>{tp('profile.lastLogins')}</h3>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{tp('profile.at')}</th>
              <th>{tp('profile.device')}</th>
              <th>{tp('profile.ip')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {profile.lastLogins.map((l, i) => (
              <tr key={i}>
                <td className="nowrap">{when(l.at)}</td>
                <td className="mono small">{l.device ?? '—'}</td>
                <td className="mono small">{l.ip ?? '—'}</td>
                <td>{l.ended ? <span className="pill pill-off">{tp('profile.ended')}</span> : <span className="pill pill-ok">{tp('profile.live')}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
    <div className="card card-wide">
      <h3>{tp('profile.protection')}</h3>
      {profile.protection.limits.length === 0 ? (
        <p className="muted">{tp('profile.noLimits')}</p>
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
        {tp('profile.exclusion')}:{' '}
        {profile.protection.exclusion ? `${profile.protection.exclusion.kind} (${profile.protection.exclusion.duration}): ${when(profile.protection.exclusion.startsAt)} → ${when(profile.protection.exclusion.endsAt)}` : tp('profile.noExclusion')}
      </p>
      <p className="small">{profile.protection.audit.map((a) => `${when(a.createdAt)} · ${a.actor} · ${a.action}: ${json(a.oldValue)} → ${json(a.newValue)}`).join('\n') || null}</p>
    </div>
  </div>
);
};
