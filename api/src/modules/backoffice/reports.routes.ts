import type { TDailyReport, TGameReport } from '@casino/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZReportBody, ZReportCsvBody } from './backoffice.schemas';
import type { TReportsService } from './reports.service';

/**
 * The books (`/admin/backoffice/reports/*`): viewers read them; exporting them (data leaving the console) and
 * rebuilding hours need the operator role. The auth plugin refuses a weaker role (403) and an ended session (401).
 */
export const reportsRoutes: FastifyPluginAsync<{ reports: TReportsService }> = async (app, { reports }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { admin: true, role: 'viewer' } as const;
  const act = { admin: true, role: 'operator' } as const;

  r.post('/admin/backoffice/reports/daily', { config: read, schema: { body: ZReportBody } }, async (request) => ok(request, (await reports.daily(request.body)) satisfies TDailyReport));
  r.post('/admin/backoffice/reports/games', { config: read, schema: { body: ZReportBody } }, async (request) => ok(request, (await reports.games(request.body)) satisfies TGameReport));
  r.post('/admin/backoffice/reports/csv', { config: act, schema: { body: ZReportCsvBody } }, async (request, reply) => {
    const csv = await reports.csv(request.body);
    const { kind, market, from, to } = request.body;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="report-${kind}-${market}-${from}-${to}.csv"`).send(csv);
  });
  r.post('/admin/backoffice/reports/refresh', { config: act, schema: { body: ZReportBody } }, async (request) => ok(request, await reports.refresh(request.body)));
};
