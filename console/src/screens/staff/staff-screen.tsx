import { useState } from 'react';
import { apiCall } from '../../api/client';
import type { TStaffEnrolment, TStaffRole, TStaffUser } from '../../api/types';
import { useAuth } from '../../auth/auth';
import { useStrings } from '../../i18n/tables';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { when } from '../../ui/format';
import { ErrorBox, QueryView } from '../../ui/states';
import { useApi } from '../../ui/use-api';

const ROLES: TStaffRole[] = ['viewer', 'operator', 'compliance', 'approver', 'admin'];

/** Staff accounts (admin role): create (the password and TOTP secret are shown once), change a role, disable. */
const StaffScreen = () => {
  const t = useStrings();
  const { me } = useAuth();
  const query = useApi<TStaffUser[]>('/admin/staff/users/list', {});
  const [login, setLogin] = useState('');
  const [role, setRole] = useState<TStaffRole>('viewer');
  const [enrolment, setEnrolment] = useState<TStaffEnrolment | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [confirm, setConfirm] = useState<null | { kind: 'disable'; user: TStaffUser } | { kind: 'role'; user: TStaffUser; role: TStaffRole }>(null);

  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setEnrolment(await apiCall<TStaffEnrolment>('/admin/staff/users/create', { login: login.trim(), role }));
      setLogin('');
      query.reload();
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
    }
  };

  return (
    <>
      <form className="toolbar" onSubmit={create}>
        <label className="field field-inline">
          <span>{t.staff.login}</span>
          <input value={login} onChange={(e) => setLogin(e.target.value)} required />
        </label>
        <label className="field field-inline">
          <span>{t.staff.role}</span>
          <select value={role} onChange={(e) => setRole(e.target.value as TStaffRole)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t.staff.create}
        </button>
      </form>
      {error && <ErrorBox error={error} />}
      {enrolment && (
        <div className="card notice-ok" role="status">
          <p>
            <strong>{t.staff.enrolment}</strong>
          </p>
          <dl className="kv mono small">
            <dt>{t.staff.login}</dt>
            <dd>{enrolment.user.login}</dd>
            <dt>{t.staff.password}</dt>
            <dd>{enrolment.password}</dd>
            <dt>{t.staff.secret}</dt>
            <dd>{enrolment.totpSecret}</dd>
            <dt>{t.staff.uri}</dt>
            <dd>{enrolment.otpauthUri}</dd>
          </dl>
          <button type="button" className="btn" onClick={() => setEnrolment(null)}>
            {t.common.close}
          </button>
        </div>
      )}
      <QueryView query={query} empty={t.staff.empty}>
        {(rows) => (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th>{t.staff.login}</th>
                  <th>{t.staff.role}</th>
                  <th>{t.staff.state}</th>
                  <th>{t.audit.actor}</th>
                  <th>{t.audit.when}</th>
                  <th>{t.common.actions}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((u) => (
                  <tr key={u.login}>
                    <th scope="row">{u.login}</th>
                    <td>
                      <select
                        aria-label={`${t.staff.setRole} ${u.login}`}
                        value={u.role}
                        disabled={u.disabled || u.login === me?.login}
                        onChange={(e) => setConfirm({ kind: 'role', user: u, role: e.target.value as TStaffRole })}
                      >
                        {ROLES.map((r) => (
                          <option key={r}>{r}</option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <span className={`pill ${u.disabled ? 'pill-off' : 'pill-ok'}`}>{u.disabled ? t.staff.disabled : t.staff.active}</span>
                    </td>
                    <td>{u.createdBy}</td>
                    <td className="nowrap">{when(u.createdAt)}</td>
                    <td className="actions">
                      {!u.disabled && u.login !== me?.login && (
                        <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirm({ kind: 'disable', user: u })}>
                          {t.staff.disable}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {confirm && (
        <ConfirmDialog
          title={confirm.kind === 'disable' ? t.staff.confirmDisable(confirm.user.login) : t.staff.confirmRole(confirm.user.login, confirm.role)}
          danger={confirm.kind === 'disable'}
          onCancel={() => setConfirm(null)}
          onConfirm={async () => {
            if (confirm.kind === 'disable') await apiCall('/admin/staff/users/disable', { login: confirm.user.login });
            else await apiCall('/admin/staff/users/set-role', { login: confirm.user.login, role: confirm.role });
            setConfirm(null);
            query.reload();
          }}
        />
      )}
    </>
  );
};

export default StaffScreen;
