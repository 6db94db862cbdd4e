import type { TPlayerAuditPage, TPlayerBonuses, TPlayerMail, TPlayerNote, TPlayerOrder, TPlayerProfile, TPlayerRoundsPage, TPlayerSportTicket } from '@casino/shared/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor } from '../../plugins/auth';
import { seesPersonalData } from '../staff/staff.roles';
import type { TBackofficeServices } from './backoffice.module';
import {
  ZActionBody,
  ZAdjustmentListBody,
  ZAuditBody,
  ZDecideBody,
  ZNoteBody,
  ZPlayerBody,
  ZProposeBody,
  ZRejectBody,
  ZRoundsBody,
  ZSearchBody,
  ZStatementBody,
  type TAdjustment,
  type TSearchResult,
  type TStatementPage,
} from './backoffice.schemas';
import type { TPlayerAction } from './player-actions.service';

/** The CLIs' admin token has every right; a console session sees personal data from the compliance role up. */
const viewer = (request: FastifyRequest) => ({ actor: adminActor(request), personalData: request.staff ? seesPersonalData(request.staff.role) : true });

/**
 * The back office (`/admin/backoffice/*`): find a player, the player 360 (profile, statement with CSV, rounds,
 * orders, notes, staff audit), account actions with a reason, and balance adjustments under four eyes.
 * Every route declares its role; the auth plugin refuses weaker ones (403) and ended sessions (401).
 */
export const backofficeRoutes: FastifyPluginAsync<{ backoffice: TBackofficeServices }> = async (app, { backoffice }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { admin: true, role: 'viewer' } as const;
  const act = { admin: true, role: 'operator' } as const;
  const approve = { admin: true, role: 'approver' } as const;
  // A decision names the adjustment: its player is the one staff per market checks.
  const decide = { ...approve, playerOf: async (body: unknown) => backoffice.adjustmentPlayer((body as { id: number }).id) };

  r.post('/admin/backoffice/players/search', { config: read, schema: { body: ZSearchBody } }, async (request) =>
    ok(request, (await backoffice.search.find({ q: request.body.q, kind: request.body.kind, market: request.body.market, markets: request.staff?.markets ?? null, ...viewer(request) })) satisfies TSearchResult),
  );
  r.post('/admin/backoffice/players/get', { config: read, schema: { body: ZPlayerBody } }, async (request) => ok(request, (await backoffice.player.profile(request.body.userId, viewer(request))) satisfies TPlayerProfile));
  r.post('/admin/backoffice/players/statement', { config: read, schema: { body: ZStatementBody } }, async (request) =>
    ok(request, (await backoffice.player.statement(request.body)) satisfies TStatementPage),
  );
  // The same filter as the statement, as a CSV file (text/csv, not the envelope).
  r.post('/admin/backoffice/players/statement-csv', { config: read, schema: { body: ZStatementBody } }, async (request, reply) => {
    const csv = await backoffice.player.statementCsv(request.body);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${request.body.userId}-${request.body.account}.csv"`)
      .send(csv);
  });
  r.post('/admin/backoffice/players/rounds', { config: read, schema: { body: ZRoundsBody } }, async (request) =>
    ok(request, (await backoffice.player.rounds(request.body.userId, request.body.cursor, request.body.limit)) satisfies TPlayerRoundsPage),
  );
  r.post('/admin/backoffice/players/orders', { config: read, schema: { body: ZPlayerBody } }, async (request) => ok(request, (await backoffice.player.orders(request.body.userId, viewer(request))) satisfies TPlayerOrder[]));
  r.post('/admin/backoffice/players/sport-tickets', { config: read, schema: { body: ZPlayerBody } }, async (request) =>
    ok(request, (await backoffice.player.sportTickets(request.body.userId)) satisfies TPlayerSportTicket[]),
  );
  r.post('/admin/backoffice/players/mails', { config: read, schema: { body: ZPlayerBody } }, async (request) => ok(request, (await backoffice.player.mails(request.body.userId)) satisfies TPlayerMail[]));
  r.post('/admin/backoffice/players/bonuses', { config: read, schema: { body: ZPlayerBody } }, async (request) => ok(request, (await backoffice.bonusesOf(request.body.userId)) satisfies TPlayerBonuses));
  r.post('/admin/backoffice/players/notes', { config: read, schema: { body: ZPlayerBody } }, async (request) => ok(request, (await backoffice.player.notes(request.body.userId)) satisfies TPlayerNote[]));
  r.post('/admin/backoffice/players/audit', { config: read, schema: { body: ZAuditBody } }, async (request) =>
    ok(request, (await backoffice.player.auditOf(request.body.userId, request.body.cursor, request.body.limit)) satisfies TPlayerAuditPage),
  );

  r.post('/admin/backoffice/players/notes/add', { config: act, schema: { body: ZNoteBody } }, async (request) =>
    ok(request, (await backoffice.actions.addNote({ userId: request.body.userId, text: request.body.text, actor: adminActor(request) })) satisfies TPlayerNote),
  );
  for (const action of ['block', 'unblock', 'logout', 'review', 'unreview'] as const satisfies readonly TPlayerAction[]) {
    r.post(`/admin/backoffice/players/${action}`, { config: act, schema: { body: ZActionBody } }, async (request) =>
      ok(request, await backoffice.actions.act({ userId: request.body.userId, action, reason: request.body.reason, actor: adminActor(request) })),
    );
  }

  r.post('/admin/backoffice/adjustments/list', { config: read, schema: { body: ZAdjustmentListBody } }, async (request) =>
    ok(request, (await backoffice.adjustments.list({ ...request.body, markets: request.staff?.markets ?? null })) satisfies TAdjustment[]),
  );
  r.post('/admin/backoffice/adjustments/propose', { config: act, schema: { body: ZProposeBody } }, async (request) =>
    ok(request, (await backoffice.adjustments.propose({ ...request.body, actor: adminActor(request) })) satisfies TAdjustment),
  );
  r.post('/admin/backoffice/adjustments/approve', { config: decide, schema: { body: ZDecideBody } }, async (request) =>
    ok(request, (await backoffice.adjustments.approve({ id: request.body.id, reason: request.body.reason, actor: adminActor(request) })) satisfies TAdjustment),
  );
  r.post('/admin/backoffice/adjustments/reject', { config: decide, schema: { body: ZRejectBody } }, async (request) =>
    ok(request, (await backoffice.adjustments.reject({ id: request.body.id, reason: request.body.reason, actor: adminActor(request) })) satisfies TAdjustment),
  );
};
