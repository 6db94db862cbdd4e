import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TCampaignView, TRegistryMarketAdmin } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { money, when } from '../../ui/format';
import { Notice, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const CANCELLABLE = new Set(['scheduled', 'sending']);

/** Mail campaigns (mail-admin.routes.ts): the list with progress, a new campaign, cancel a scheduled one. */
const MailScreen = () => {
  const t = useStrings();
  const query = useApi<TCampaignView[]>('/admin/mail/campaigns/list', { limit: 100 }, { pollMs: 10_000 });
  // A campaign's prize is in its market's currency, as the registry lists it.
  const markets = useApi<TRegistryMarketAdmin[]>('/admin/registry/list', {});
  const currencyOf = (marketId: string) => markets.data?.find((m) => m.market.id === marketId)?.market.currency ?? '';
  const canOperate = useCan('operator');
  const [form, setForm] = useState({ market: 'tr', title: '', content: '', amount: '0', all: true, userIds: '' });
  const [confirm, setConfirm] = useState<null | { kind: 'send' } | { kind: 'cancel'; campaign: TCampaignView }>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ids = form.userIds
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

  return (
    <>
      {notice && (
        <Notice kind="ok" onClose={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      {canOperate && (
        <form
          className="card form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            setConfirm({ kind: 'send' });
          }}
        >
          <h2>{t.mail.newCampaign}</h2>
          <label className="field">
            <span>{t.common.market}</span>
            <input value={form.market} onChange={(e) => setForm({ ...form, market: e.target.value })} required />
          </label>
          <label className="field">
            <span>{t.mail.titleField}</span>
            <input value={form.title} maxLength={80} onChange={(e) => setForm({ ...form, title: e.target.value })} required />
          </label>
          <label className="field field-wide">
            <span>{t.mail.content}</span>
            <textarea rows={3} maxLength={2000} value={form.content} onChange={(e) => setForm({ ...form, content: e.target.value })} required />
          </label>
          <label className="field">
            <span>{t.mail.amount}</span>
            <input inputMode="numeric" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
          </label>
          <fieldset className="field">
            <legend>{t.mail.target}</legend>
            <label className="check">
              <input type="checkbox" checked={form.all} onChange={(e) => setForm({ ...form, all: e.target.checked })} /> {t.mail.allPlayers}
            </label>
            {!form.all && <input aria-label={t.mail.userIds} placeholder={t.mail.userIds} value={form.userIds} onChange={(e) => setForm({ ...form, userIds: e.target.value })} />}
          </fieldset>
          <div>
            <button type="submit" className="btn btn-primary">
              {t.mail.send}
            </button>
          </div>
        </form>
      )}
      <QueryView query={query} empty={t.mail.empty}>
        {(rows) => (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t.common.market}</th>
                  <th>{t.mail.titleField}</th>
                  <th>{t.mail.amount}</th>
                  <th>{t.mail.target}</th>
                  <th>{t.mail.status}</th>
                  <th>{t.mail.sent}</th>
                  <th>{t.audit.when}</th>
                  {canOperate && <th>{t.common.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <td>{c.id}</td>
                    <td>{c.marketId}</td>
                    <td>{c.title}</td>
                    <td className="num">{c.amount ? money(c.amount, currencyOf(c.marketId)) : t.common.none}</td>
                    <td>{c.target.kind === 'market' ? t.mail.allPlayers : `${c.target.count ?? 0}`}</td>
                    <td>
                      <span className="pill">{c.status}</span>
                    </td>
                    <td className="num">{c.sentCount}</td>
                    <td className="nowrap">{when(c.sendTime)}</td>
                    {canOperate && (
                      <td className="actions">
                        {CANCELLABLE.has(c.status) && (
                          <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirm({ kind: 'cancel', campaign: c })}>
                            {t.mail.cancel}
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {confirm?.kind === 'send' && (
        <ConfirmDialog
          title={t.mail.confirmSend(form.market, form.all ? t.mail.allPlayers.toLowerCase() : `${ids.length} player(s)`)}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            const body = { market: form.market.trim(), title: form.title, content: form.content, amount: form.amount.trim() || '0', ...(form.all ? { allPlayers: true } : { userIds: ids }) };
            const created = await apiCall<TCampaignView>('/admin/mail/send', body);
            setNotice(`#${created.id} ${created.status}`);
            setForm({ ...form, title: '', content: '', amount: '0' });
            setConfirm(null);
            query.reload();
          }}
        />
      )}
      {confirm?.kind === 'cancel' && (
        <ConfirmDialog
          title={t.mail.confirmCancel(confirm.campaign.title)}
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            await apiCall('/admin/mail/campaigns/cancel', { campaignId: confirm.campaign.id });
            setConfirm(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default MailScreen;
