import { useState } from 'react';
import { Link, NavLink, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { apiCall } from '../../api/client';
import type { TPlayerProfile } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { money } from '../../ui/format';
import { PlayerCurrency } from './player-currency';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';
import { MailTab, SportTab, SupportTab } from './activity-tabs';
import { AdjustDialog } from './adjust-dialog';
import { AuditTab, NotesTab } from './notes-audit-tabs';
import { OrdersTab, RoundsTab } from './rounds-orders-tabs';
import { BonusesTab, KycTab } from './bonus-kyc-tabs';
import { ProfileTab } from './profile-tab';
import { StatementTab } from './statement-tab';

const TABS = ['profile', 'statement', 'rounds', 'sport', 'orders', 'bonuses', 'kyc', 'mail', 'support', 'notes', 'audit'] as const;
type TAction = 'block' | 'unblock' | 'logout' | 'review' | 'unreview';

/**
 * One player on one page: the header (who, status, balances, actions) and a tab per area. A later feature
 * (bonuses, KYC) adds its tab to TABS and one Route below.
 */
export const Player360 = () => {
  const { t: tp } = useTranslation('players');
  const userId = Number(useParams().userId);
  const query = useApi<TPlayerProfile>('/admin/backoffice/players/get', { userId }, { enabled: Number.isInteger(userId) && userId > 0 });
  const canOperate = useCan('operator');
  const [action, setAction] = useState<TAction | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <p>
        <Link to="/players">{tp('back')}</Link>
      </p>
      <QueryView query={query} empty={tp('empty')} isEmpty={() => false}>
        {(p) => {
          const who = `${p.nickname} (#${p.userId})`;
          const blocked = p.status.loginBlockedAt !== null;
          const review = p.status.reviewAt !== null;
          const closed = p.status.closedAt !== null;
          return (
            <PlayerCurrency.Provider value={p.currency}>
              <div className="card player-head" data-testid="player-head">
                <div>
                  <h2>{p.nickname}</h2>
                  <div className="muted small mono">
                    #{p.userId} · {p.publicId} · {p.role} · VIP {p.vipLevel}
                  </div>
                  <div>
                    {blocked ? <span className="pill pill-bad">{tp('blocked')}</span> : <span className="pill pill-ok">{tp('active')}</span>} {review && <span className="pill pill-bad">{tp('review')}</span>}{' '}
                    {closed && (
                      <span className="pill pill-bad" data-testid="player-closed">
                        {tp('closed')}
                      </span>
                    )}
                  </div>
                </div>
                <div className="stats">
                  <div className="stat">
                    <b data-testid="player-cash">{money(p.balances.cashMinor, p.currency)}</b>
                    <span>{tp('cash')}</span>
                  </div>
                  <div className="stat">
                    <b>{money(p.balances.bonusMinor, p.currency)}</b>
                    <span>{tp('bonus')}</span>
                  </div>
                  {p.balances.testMinor > 0 && (
                    <div className="stat" data-testid="player-test-money">
                      <b>{money(p.balances.testMinor, p.currency)}</b>
                      <span>{tp('testMoney')}</span>
                    </div>
                  )}
                  <div className="stat">
                    <b data-testid="player-withdrawable">{money(p.balances.withdrawableMinor, p.currency)}</b>
                    <span>{tp('withdrawable')}</span>
                  </div>
                  <div className="stat">
                    <b>{money(p.balances.pendingPayoutMinor, p.currency)}</b>
                    <span>{tp('pendingPayout')}</span>
                  </div>
                </div>
              </div>
              {canOperate && (
                <div className="toolbar">
                  {([blocked ? 'unblock' : 'block', 'logout', review ? 'unreview' : 'review'] as TAction[]).map((a) => (
                    <button key={a} type="button" className={`btn ${a === 'block' ? 'btn-danger' : ''}`} onClick={() => setAction(a)}>
                      {tp(`actions.${a}`)}
                    </button>
                  ))}
                  <button type="button" className="btn btn-primary" onClick={() => setAdjusting(true)}>
                    {tp('actions.adjust')}
                  </button>
                </div>
              )}
              {notice && (
                <Notice kind="ok" onClose={() => setNotice(null)}>
                  {notice}
                </Notice>
              )}
              <nav className="tabs" aria-label={who}>
                {TABS.map((tab) => (
                  <NavLink key={tab} to={`/players/${p.userId}/${tab}`} className={({ isActive }) => `tab${isActive ? ' active' : ''}`}>
                    {tp(`tabs.${tab}`)}
                  </NavLink>
                ))}
              </nav>
              <Routes>
                <Route index element={<Navigate to="profile" replace />} />
                <Route path="profile" element={<ProfileTab profile={p} />} />
                <Route path="statement" element={<StatementTab userId={p.userId} />} />
                <Route path="rounds" element={<RoundsTab userId={p.userId} />} />
                <Route path="sport" element={<SportTab userId={p.userId} />} />
                <Route path="orders" element={<OrdersTab userId={p.userId} />} />
                <Route path="bonuses" element={<BonusesTab userId={p.userId} />} />
                <Route path="kyc" element={<KycTab profile={p} />} />
                <Route path="mail" element={<MailTab userId={p.userId} />} />
                <Route path="support" element={<SupportTab userId={p.userId} />} />
                <Route path="notes" element={<NotesTab userId={p.userId} />} />
                <Route path="audit" element={<AuditTab userId={p.userId} />} />
              </Routes>
              {action && (
                <ConfirmDialog
                  title={tp('confirmAction', { action: tp(`actions.${action}`), who })}
                  askReason
                  danger={action === 'block'}
                  confirmLabel={tp(`actions.${action}`)}
                  onCancel={() => setAction(null)}
                  onConfirm={async (reason) => {
                    await apiCall(`/admin/backoffice/players/${action}`, { userId: p.userId, reason });
                    setNotice(tp('done', { action: tp(`actions.${action}`) }));
                    setAction(null);
                    query.reload();
                  }}
                />
              )}
              {adjusting && (
                <AdjustDialog
                  userId={p.userId}
                  currency={p.currency}
                  who={who}
                  onCancel={() => setAdjusting(false)}
                  onDone={(id) => {
                    setAdjusting(false);
                    setNotice(tp('adjust.proposed', { id: id }));
                  }}
                />
              )}
            </PlayerCurrency.Provider>
          );
        }}
      </QueryView>
    </>
  );
};
