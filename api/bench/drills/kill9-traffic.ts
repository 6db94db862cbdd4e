// The kill -9 drill's money traffic (see kill9.ts): deposits by members and mail prize claims, each traced
// so the drill can check that every one was booked exactly once across the killed instance.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { signedHeaders } from '../../src/lib/signature';
import { sleep } from '../system';
import { newRetryCounters, postJson, type TEnvelope, type TTask } from '../traffic';
import { SECRET } from './common';

/** Members (a phone proven by OTP through the sandbox SMS service): only they may deposit. */
export const registerMembers = async (apiUrl: string, count: number): Promise<Array<{ token: string }>> => {
  const out: Array<{ token: string }> = [];
  for (let i = 0; i < count; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(5, count - i) }, async () => {
        const phone = `5${String(randomBytes(4).readUInt32BE(0) % 1_000_000_000).padStart(9, '0')}`;
        const guest = await postJson<TEnvelope<{ token: string }>>(`${apiUrl}/sso/v2/login`, { deviceNumber: `drill-member-${phone}` });
        const token = guest.body.resultData?.token ?? '';
        await postJson(`${apiUrl}/sms/send`, { tel: phone }, { authorization: token });
        const code = (await postJson<TEnvelope<string>>(`${apiUrl}/sms/getTest`, { tel: phone })).body.resultData;
        const member = await postJson<TEnvelope<{ token: string }>>(`${apiUrl}/sso/register`, { mobile: phone, verificationCode: code, password: 'drill-password-1', birthDate: '1990-01-01' }, { authorization: token });
        if (!member.body.resultData?.token) throw new Error(`register: ${member.status} ${JSON.stringify(member.body).slice(0, 200)}`);
        return { token: member.body.resultData.token };
      }),
    );
    out.push(...batch);
  }
  return out;
};

export interface TDepositTrace {
  orderId: string;
  /** The outcome of each callback that was answered 2xx (`applied`, `duplicate`, ...). */
  outcomes: string[];
  /** Callbacks that got no usable answer and were sent again (as the gateway does). */
  resent: number;
  acknowledged: boolean;
  /** The signed body, for the replay at the end. */
  raw: string;
}

/**
 * A deposit as it happens in production, the gateway played by the drill: the member creates an EFT
 * order (the operator asks the sandbox gateway for it), the money arrives, and the gateway sends its
 * signed `paid` callback through the balancer twice (gateways repeat callbacks), each resent on
 * 5xx or no answer until acknowledged.
 */
export const depositTask = (apiUrl: string, members: Array<{ token: string }>, operatorDb: pg.Pool, traces: TDepositTrace[], counters: ReturnType<typeof newRetryCounters>): TTask => {
  let seq = 0;
  return async (t0) => {
    const member = members[seq++ % members.length]!;
    const route = 'deposit (order + 2 callbacks)';
    let order: { status: number; body: TEnvelope<{ orderId: string; amountMinor: number; currency: string }> } | undefined;
    let attempt = 0;
    for (; attempt < 4; attempt++) {
      if (attempt > 0) {
        counters.attempts++;
        await sleep(250 * attempt);
      }
      try {
        order = await postJson(`${apiUrl}/recharge/createRechargeOrder`, { channel: 'eft', amount: '100.00' }, { authorization: member.token });
      } catch {
        order = undefined;
      }
      if (order && order.status < 500 && order.status !== 0) break;
    }
    const created = order?.body.resultData;
    if (attempt > 0) {
      counters.retried++;
      if (created?.orderId) counters.recovered++;
      else counters.failed++;
    }
    if (!order || !created?.orderId) return [{ route, ok: false, status: order?.status ?? 0, latencyMs: performance.now() - t0, outcome: `order ${order?.status ?? 'no answer'} ${String(order?.body.code ?? '')}`.trim() }];
    const row = (await operatorDb.query<{ gateway_order_id: string }>('select gateway_order_id from cashier_orders where order_id = $1', [created.orderId])).rows[0];
    const raw = JSON.stringify({
      eventId: `${row?.gateway_order_id}:paid`,
      type: 'deposit',
      merchantOrderId: created.orderId,
      gatewayOrderId: row?.gateway_order_id,
      status: 'paid',
      amountMinor: created.amountMinor,
      paidAmountMinor: created.amountMinor,
      currency: created.currency,
      reason: null,
      occurredAt: new Date().toISOString(),
    });
    const trace: TDepositTrace = { orderId: created.orderId, outcomes: [], resent: 0, acknowledged: false, raw };
    traces.push(trace);
    for (let copy = 0; copy < 2; copy++) {
      for (let attempt = 0; attempt < 6; attempt++) {
        if (attempt > 0) {
          trace.resent++;
          await sleep(200 * attempt);
        }
        try {
          const res = await fetch(`${apiUrl}/cashier/gateway/callback`, { method: 'POST', headers: signedHeaders(SECRET, raw), body: raw, signal: AbortSignal.timeout(10_000) });
          const body = (await res.json().catch(() => ({}))) as { outcome?: string; code?: string };
          if (res.status >= 500) continue;
          trace.outcomes.push(res.ok ? String(body.outcome) : `${res.status} ${body.code ?? ''}`);
          break;
        } catch {
          // no answer: send it again
        }
      }
    }
    trace.acknowledged = trace.outcomes.length === 2 && trace.outcomes.every((o) => o === 'applied' || o === 'duplicate');
    return [{ route, ok: trace.acknowledged, status: 200, latencyMs: performance.now() - t0, outcome: trace.acknowledged ? 'ok' : trace.outcomes.join('+') || 'no answer' }];
  };
};

export interface TClaimTrace {
  mailId: string;
  /** The id as the mailbox listed it (sent back as it came). */
  ref: number | string;
  token: string;
  /** Every answer the player got for this claim, in order: `200`, `409 MAIL_ALREADY_CLAIMED`, `503 ...`, `no answer`. */
  answers: string[];
}

/**
 * A member claims the welcome mail's prize (every new account gets one; it is bonus money for phone-verified
 * members, a guest is asked for a phone): list the mailbox, receive the unclaimed prize; an answer lost to the
 * kill (no answer, 502/503/504) is retried like any player would. `/mail/receive` is in HAProxy's repeatable
 * list: the balancer may retry it too.
 */
export const mailClaimTask = (world: { apiUrl: string; players: Array<{ token: string }> }, claims: TClaimTrace[], counters: ReturnType<typeof newRetryCounters>): TTask => {
  let next = 0;
  return async (t0) => {
    const route = 'mail claim (list + receive)';
    const player = world.players[next++ % world.players.length]!;
    try {
      const list = await postJson<TEnvelope<{ list: Array<{ id: number | string; attaches: string; attachesStatus: number }> }>>(`${world.apiUrl}/mail/list`, {}, { authorization: player.token });
      const mail = list.body.resultData?.list.find((m) => m.attachesStatus === 0 && m.attaches !== '');
      if (!mail) return [{ route, ok: list.status === 200, status: list.status, latencyMs: performance.now() - t0, outcome: list.status === 200 ? 'ok' : `list ${list.status} ${String(list.body?.code ?? '')}` }];
      const trace: TClaimTrace = { mailId: String(mail.id), ref: mail.id, token: player.token, answers: [] };
      claims.push(trace);
      for (let attempt = 0; attempt < 4; attempt++) {
        if (attempt > 0) {
          counters.attempts++;
          await sleep(250 * attempt);
        }
        try {
          const res = await postJson<TEnvelope>(`${world.apiUrl}/mail/receive`, { mailId: mail.id }, { authorization: player.token });
          trace.answers.push(res.status === 200 ? '200' : `${res.status} ${String(res.body?.code ?? '')}`);
          if (res.status < 500) break;
        } catch {
          trace.answers.push('no answer');
        }
      }
      if (trace.answers.length > 1) {
        counters.retried++;
        if (trace.answers.at(-1) === '200' || trace.answers.at(-1) === '409 MAIL_ALREADY_CLAIMED') counters.recovered++;
        else counters.failed++;
      }
      const last = trace.answers.at(-1) ?? '';
      return [{ route, ok: last === '200', status: Number(last.split(' ')[0]) || 0, latencyMs: performance.now() - t0, outcome: last === '200' ? 'ok' : last }];
    } catch (error) {
      return [{ route, ok: false, status: 0, latencyMs: performance.now() - t0, outcome: String((error as { cause?: { code?: string } }).cause?.code ?? error) }];
    }
  };
};
