import { useTranslation } from 'react-i18next';
import type { TPlayerMail, TPlayerSportTicket, SupportMessagePage } from '../../api/types';
import { when } from '../../ui/format';
import { usePlayerMoney } from './player-currency';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

/** The player's sportsbook slips, newest first (stake, combined odds, return, result). */
export const SportTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const query = useApi<TPlayerSportTicket[]>('/admin/backoffice/players/sport-tickets', { userId });
  return (
    <QueryView query={query} empty={tp('sport.empty')}>
      {(rows) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{tp('sport.at')}</th>
                <th>{tp('sport.kind')}</th>
                <th>{tp('sport.status')}</th>
                <th className="num">{tp('sport.stake')}</th>
                <th className="num">{tp('sport.odds')}</th>
                <th className="num">{tp('sport.return')}</th>
                <th className="num">{tp('sport.win')}</th>
                <th>{tp('sport.round')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x.roundId}>
                  <td className="nowrap">{when(x.placedAt)}</td>
                  <td>{x.kind}</td>
                  <td>
                    <span className={`pill ${x.status === 'won' ? 'pill-ok' : x.status === 'lost' ? 'pill-bad' : ''}`}>{x.status}</span>
                  </td>
                  <td className="num">{amount(x.stakeMinor)}</td>
                  <td className="num">{x.odds.toFixed(2)}</td>
                  <td className="num">{amount(x.potentialReturnMinor)}</td>
                  <td className="num">{amount(x.winMinor)}</td>
                  <td className="mono small">{x.roundId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
};

/** The player's mail box: each mail, its prize and whether it was claimed. */
export const MailTab = ({ userId }: { userId: number }) => {
  const amount = usePlayerMoney();
  const { t: tp } = useTranslation('players');
  const query = useApi<TPlayerMail[]>('/admin/backoffice/players/mails', { userId });
  return (
    <QueryView query={query} empty={tp('mail.empty')}>
      {(rows) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{tp('mail.at')}</th>
                <th>{tp('mail.title')}</th>
                <th className="num">{tp('mail.prize')}</th>
                <th>{tp('mail.read')}</th>
                <th>{tp('mail.claimed')}</th>
                <th>{tp('mail.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((m) => (
                <tr key={m.id}>
                  <td className="nowrap">{when(m.createdAt)}</td>
                  <td>{m.title}</td>
                  <td className="num">{m.prizeMinor > 0 ? amount(m.prizeMinor) : '—'}</td>
                  <td>{m.read ? '✓' : '—'}</td>
                  <td className="nowrap">{m.prizeMinor > 0 ? when(m.claimedAt) : '—'}</td>
                  <td className="nowrap">{when(m.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryView>
  );
};

/** The player's support conversation, read only here (answers are given on the support screen). */
export const SupportTab = ({ userId }: { userId: number }) => {
  const { t: tp } = useTranslation('players');
  const query = useApi<SupportMessagePage>('/admin/support/messages', { userId, page: 1, pageSize: 50 });
  return (
    <QueryView query={query} empty={tp('support.empty')} isEmpty={(d) => d.list.length === 0}>
      {(d) => (
        <ol className="messages">
          {d.list.map((m) => (
            <li key={m.id} className={`message message-${m.author}`}>
              <span className="muted small">
                {m.author === 'staff' ? tp('support.staff') : tp('support.player')} · {when(m.createTime)}
              </span>
              <span style={{ whiteSpace: 'pre-wrap' }}>{m.text}</span>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
};
