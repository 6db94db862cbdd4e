import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TPromotionRow } from '../../api/types';
import { useCan } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { when } from '../../ui/format';
import { QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

type TKind = 'activity' | 'banner';

/** Promotions and lobby banners of a market (rewards-admin.routes.ts): what runs, and on/off. */
const PromotionsScreen = () => {
  const t = useStrings();
  const [market, setMarket] = useState('tr');
  return (
    <>
      <div className="toolbar">
        <label className="field field-inline">
          <span>{t.common.market}</span>
          <input value={market} onChange={(e) => setMarket(e.target.value.trim())} />
        </label>
      </div>
      <List kind="activity" market={market} heading={t.promotions.promotions} />
      <List kind="banner" market={market} heading={t.promotions.banners} />
    </>
  );
};

const List = ({ kind, market, heading }: { kind: TKind; market: string; heading: string }) => {
  const t = useStrings();
  const query = useApi<TPromotionRow[]>(`/admin/${kind}/list`, { market }, { enabled: market.length >= 2 });
  const canOperate = useCan('operator');
  const [toggle, setToggle] = useState<TPromotionRow | null>(null);
  return (
    <section className="card">
      <h2>{heading}</h2>
      <QueryView query={query} empty={t.promotions.empty}>
        {(rows) => (
          <div className="table-wrap">
            <table>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.slug}>
                    <th scope="row">{row.slug}</th>
                    <td>{String(row.title ?? '')}</td>
                    <td className="nowrap">
                      {when(row.startTime as string)} → {when(row.endTime as string | null)}
                    </td>
                    <td>
                      <span className={`pill ${row.enabled ? 'pill-ok' : 'pill-off'}`}>{row.enabled ? t.promotions.on : t.promotions.off}</span>
                    </td>
                    {canOperate && (
                      <td className="actions">
                        <button type="button" className="btn btn-small" onClick={() => setToggle(row)}>
                          {row.enabled ? t.promotions.turnOff : t.promotions.turnOn}
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
      {toggle && (
        <ConfirmDialog
          title={t.promotions.confirm(kind === 'activity' ? 'promotion' : 'banner', toggle.slug, !toggle.enabled, market)}
          onCancel={() => setToggle(null)}
          onConfirm={async () => {
            await apiCall(`/admin/${kind}/set`, { market, slug: toggle.slug, enabled: !toggle.enabled });
            setToggle(null);
            query.reload();
          }}
        />
      )}
    </section>
  );
};

export default PromotionsScreen;
