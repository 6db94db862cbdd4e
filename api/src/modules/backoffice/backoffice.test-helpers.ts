import { DEV_ADMIN_TOKEN } from '../../config';
import type { Database } from '../../db/client';
import { createTestApp, newAzPhone, newIp, newPhone, type TestApp } from '../../../test-support/harness';
import { smsInbox } from '../../../test-support/sms-inbox';
import { identity } from '../../../test-support/identity';
import type { TStaffRole } from '../staff/staff.roles';
import type { TStaffEnrolment, TStaffLoginResult } from '../staff/staff.schemas';
import { totpAt } from '../staff/totp';
import type { TAdjustment } from './backoffice.schemas';

export const adminToken = { headers: { 'x-admin-token': DEV_ADMIN_TOKEN, 'x-admin-actor': 'bootstrap' } };
export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

let counter = 0;

/** The API on a test database, with an SMS inbox kept here (the vendor is a third party) so members can register. */
export const createBackofficeTestApp = (database: Database): Promise<TestApp> => createTestApp(database, { deps: { sms: smsInbox() } });

/** Staff and players for back-office tests, through the real routes. */
export const backofficeHelpers = (t: TestApp) => {
  /** A signed-in staff member of `role`, of every market unless `markets` names some. */
  const staff = async (role: TStaffRole, markets?: string[]): Promise<{ login: string; token: string }> => {
    const login = `bo.${role}.${process.pid % 1000}.${++counter}`;
    const created = await t.post<TStaffEnrolment>('/admin/staff/users/create', { login, role, ...(markets ? { markets } : {}) }, adminToken);
    if (!created.body.resultData) throw new Error(`staff create failed: ${created.body.msg}`);
    const who = created.body.resultData;
    t.clock.advance(30_000); // a fresh TOTP step for each sign-in
    const res = await t.post<TStaffLoginResult>('/admin/staff/login', { login, password: who.password, totp: totpAt(who.totpSecret, t.clock.now()) }, { ip: newIp() });
    if (!res.body.resultData) throw new Error(`staff login failed: ${res.body.msg}`);
    return { login, token: res.body.resultData.token };
  };

  /** A registered player with a phone: its id, national phone, token and password. */
  const player = async (market?: 'az') => {
    const phone = market === 'az' ? newAzPhone() : newPhone();
    const m = await identity(t).member(phone, undefined, market);
    return { userId: m.userid, phone, token: m.token, password: m.password, publicId: m.uid, device: m.device };
  };

  const as = (token: string) => ({
    post: <T>(url: string, body: unknown = {}) => t.post<T>(url, body, bearer(token)),
  });

  /** Proposes (operator) and approves (approver) a credit: money for a player through the four-eyes path. */
  const credit = async (userId: number, amountMinor: number, operator: string, approver: string): Promise<TAdjustment> => {
    const proposed = await as(operator).post<TAdjustment>('/admin/backoffice/adjustments/propose', { userId, direction: 'credit', amountMinor, reason: 'test credit' });
    if (!proposed.body.resultData) throw new Error(`propose failed: ${proposed.body.msg}`);
    const approved = await as(approver).post<TAdjustment>('/admin/backoffice/adjustments/approve', { id: proposed.body.resultData.id });
    if (!approved.body.resultData) throw new Error(`approve failed: ${approved.body.msg}`);
    return approved.body.resultData;
  };

  const cash = async (userId: number): Promise<number> =>
    (await t.post<{ balances: { cashMinor: number } }>('/admin/backoffice/players/get', { userId }, adminToken)).body.resultData!.balances.cashMinor;

  return { staff, player, as, credit, cash };
};
