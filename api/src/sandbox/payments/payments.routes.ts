import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { GATEWAY_BANKS } from './banks';
import { GATEWAY_CURRENCIES, GatewayError } from './deposits.service';
import { bankPage, checkoutPage, messagePage, PAGE_CSP, type TCheckoutView } from './pages';
import type { TPaymentsGateway } from './payments.gateway';

const ZId = z.string().regex(/^[A-Za-z0-9-]{4,64}$/);
const ZMinor = z.number().int().positive().max(1_000_000_000);

const ZCreateDeposit = z.object({
  merchantOrderId: ZId,
  channel: z.enum(['eft', 'papara', 'm10', 'card', 'usdt']),
  amountMinor: ZMinor,
  currency: z.enum(GATEWAY_CURRENCIES),
  expiresInS: z.number().int().min(60).max(86_400),
  payerRef: z.string().min(1).max(64),
  returnUrl: z.url().max(500).optional(),
});
const ZOrderRef = z.object({ merchantOrderId: ZId });
const ZCreatePayout = z.object({
  merchantPayoutId: ZId,
  amountMinor: ZMinor,
  currency: z.enum(GATEWAY_CURRENCIES),
  iban: z.string().max(40),
  holderName: z.string().trim().min(2).max(80),
  bankCode: z.string().regex(/^\d{5}$/),
});
const ZPayoutRef = z.object({ merchantPayoutId: ZId });

/** "1.234,56", "1234.56", "250" -> minor units; null when it is not an amount. */
export const parseTypedAmount = (text: string): bigint | null => {
  let t = text.replace(/\s|TRY|₺/g, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
};
const parseCoin = (text: string): bigint | null => {
  const m = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  return m ? BigInt(m[1] ?? '0') * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0')) : null;
};

const ZCheckoutBody = z.object({ t: z.string().min(8).max(128), cardNumber: z.string().max(40).optional(), otp: z.string().max(10).optional(), account: z.string().max(40).optional() });
const ZTransfer = z.object({ fromName: z.string().trim().min(2).max(80), toIban: z.string().max(40), amount: z.string().max(20), description: z.string().trim().min(1).max(140) });
const ZChainSend = z.object({ toAddress: z.string().regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/), amount: z.string().max(20) });

/** Channels paid on the gateway's hosted checkout page (a card, an e-wallet account). */
const HOSTED_CHANNELS: ReadonlySet<string> = new Set(['card', 'papara', 'm10']);

const refuse = (reply: FastifyReply, status: number, error: string, message?: string) => reply.status(status).send({ error, ...(message ? { message } : {}) });

/**
 * The sandbox payment gateway over HTTP. `/payments/api/*` is the merchant API (HMAC-signed by the
 * sandbox app's hook, server to server). The checkout, bank and chain paths are what players'
 * browsers and wallets use; `/payments/sandbox/*` moves the simulated world on (tests, drills).
 */
export const paymentsRoutes: FastifyPluginAsync<{ gateway: TPaymentsGateway }> = async (app, { gateway }) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof GatewayError) return refuse(reply, error.status, error.code);
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status < 500) return refuse(reply, 400, 'INVALID_REQUEST');
    request.log.error({ err: error }, 'payments gateway error');
    return refuse(reply, 500, 'INTERNAL');
  });
  const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new GatewayError('INVALID_REQUEST', 400);
    return result.data;
  };

  // Merchant API (signed).
  app.post('/payments/api/banks', async () => ({ banks: GATEWAY_BANKS }));
  app.post('/payments/api/deposits', async (request) => {
    const b = parse(ZCreateDeposit, request.body);
    return gateway.deposits.create({ ...b, amountMinor: BigInt(b.amountMinor) });
  });
  app.post('/payments/api/deposits/status', async (request) => gateway.deposits.statusOf(parse(ZOrderRef, request.body).merchantOrderId));
  app.post('/payments/api/payouts', async (request) => {
    const b = parse(ZCreatePayout, request.body);
    return gateway.payouts.create({ ...b, amountMinor: BigInt(b.amountMinor) });
  });
  app.post('/payments/api/payouts/status', async (request) => gateway.payouts.statusOf(parse(ZPayoutRef, request.body).merchantPayoutId));

  // Hosted checkout (players' browsers; the token in the URL is the credential).
  app.get<{ Params: { id: string }; Querystring: { t?: string } }>('/payments/checkout/:id', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PAGE_CSP);
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const deposit = ZId.safeParse(request.params.id).success && token.length >= 8 ? await gateway.deposits.checkoutDeposit(request.params.id, token) : undefined;
    if (!deposit || !HOSTED_CHANNELS.has(deposit.channel)) return reply.status(404).send(messagePage('Ödeme bağlantısı geçersiz.'));
    return checkoutPage({ gatewayOrderId: deposit.id, channel: deposit.channel as TCheckoutView['channel'], amountMinor: Number(deposit.amountMinor), currency: deposit.currency, status: deposit.status, token, returnUrl: deposit.returnUrl, merchantOrderId: deposit.merchantOrderId });
  });
  app.post<{ Params: { id: string; action: string } }>('/payments/checkout/:id/:action', async (request, reply) => {
    const { action } = request.params;
    const body = parse(ZCheckoutBody, request.body);
    if (action !== 'pay' && action !== 'cancel') return refuse(reply, 404, 'NOT_FOUND');
    const result = await gateway.checkout(request.params.id, body.t, action, body);
    if (!result) return refuse(reply, 404, 'UNKNOWN_ORDER', 'Ödeme bağlantısı geçersiz.');
    return result;
  });

  // The sandbox bank and chain (what a player's bank app and wallet do).
  app.get<{ Querystring: Record<string, string | undefined> }>('/payments/bank', async (request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', PAGE_CSP);
    const q = request.query;
    return bankPage({ toIban: q.iban?.slice(0, 40), amount: q.amount?.slice(0, 20), description: q.ref?.slice(0, 140) });
  });
  app.post('/payments/bank/transfers', async (request, reply) => {
    const b = parse(ZTransfer, request.body);
    const amountMinor = parseTypedAmount(b.amount);
    if (amountMinor === null || amountMinor <= 0n) return refuse(reply, 400, 'INVALID_AMOUNT', 'Geçerli bir tutar girin.');
    return gateway.deposits.receiveTransfer({ toIban: b.toIban.replace(/\s/g, '').toUpperCase(), fromName: b.fromName, amountMinor, description: b.description });
  });
  app.post('/payments/chain/send', async (request, reply) => {
    const b = parse(ZChainSend, request.body);
    const amountMicro = parseCoin(b.amount);
    if (amountMicro === null || amountMicro <= 0n) return refuse(reply, 400, 'INVALID_AMOUNT');
    return gateway.chain.send(b.toAddress, amountMicro);
  });

  // Sandbox controls.
  app.post('/payments/sandbox/mine', async (request) => gateway.chain.mine(parse(z.object({ blocks: z.number().int().min(1).max(100).default(1) }), request.body ?? {}).blocks));
  app.post('/payments/sandbox/tick', async () => gateway.tick());
  app.post('/payments/sandbox/payouts/settle', async () => ({ settled: await gateway.payouts.settleDue(true) }));
  app.post('/payments/sandbox/deliver', async () => ({ attempted: await gateway.outbox.drain(), pending: await gateway.outbox.count('pending', 'payments.callback') }));
};

/** Paths players' browsers call without a signature. */
export const isPublicPaymentsPath = (url: string): boolean => /^\/payments\/(checkout|bank|chain|sandbox)(\/|\?|$)/.test(url);
