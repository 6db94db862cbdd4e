import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZGameRecordBody } from './records.schemas';
import type { TRecordsService } from './records.service';

/** `/balance/getGameRecord` (spec section 7): always the caller's own rounds, whatever the body says. */
export const recordsRoutes: FastifyPluginAsync<{ records: TRecordsService }> = async (app, { records }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/balance/getGameRecord', { config: { auth: 'required' }, schema: { body: ZGameRecordBody } }, async (request) => {
    if (!request.session) throw new AppError('UNAUTHORIZED');
    return ok(request, await records.gameRecords(request.session.userId, request.body));
  });
};
