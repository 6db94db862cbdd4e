import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { ZodTypeProvider } from '../../lib/validation';
import { ZMailListBody, type TMail } from './mail.schemas';

/** Placeholder until the mail issue: a valid, empty mailbox so the front end can call it. */
export const mailRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/mail/list', { config: { auth: 'required' }, schema: { body: ZMailListBody } }, async (request) =>
    ok<TMail[]>(request, []),
  );
};
