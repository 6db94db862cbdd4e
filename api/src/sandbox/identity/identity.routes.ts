import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { IDENTITY_ANSWERS, type TIdentityStore } from './identity.store';

const ZNationalId = z.string().regex(/^\d{11}$/);
const ZVerify = z.object({
  nationalId: ZNationalId,
  firstName: z.string().trim().min(1).max(64),
  lastName: z.string().trim().min(1).max(64),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const ZChoose = z.object({ nationalId: ZNationalId, answer: z.enum(IDENTITY_ANSWERS) });

/**
 * The sandbox identity vendor (a stand-in for a registry check such as the state's KPS service): the
 * operator asks, signed, whether a person's details match (`/identity/verify`). Sandbox mode adds a
 * control (`/identity/sandbox/answers`, unsigned, for testers) choosing the answer for an id; in
 * production mode it does not exist.
 */
export const identityRoutes: FastifyPluginAsync<{ store: TIdentityStore; controls: boolean }> = async (app, { store, controls }) => {
  app.post('/identity/verify', async (request, reply) => {
    const parsed = ZVerify.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'malformed request' });
    const answer = store.answerFor(parsed.data.nationalId);
    const check = store.record(parsed.data.nationalId, answer);
    request.log.info({ ref: check.ref, answer, last4: check.nationalIdLast4 }, 'sandbox identity check');
    if (answer === 'unavailable') return reply.status(503).send({ error: 'registry unavailable', ref: check.ref });
    return { result: answer, ref: check.ref, checkedAt: check.at };
  });

  if (!controls) return;
  app.post('/identity/sandbox/answers', async (request, reply) => {
    const parsed = ZChoose.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'nationalId (11 digits) and answer (verified | mismatch | unavailable) required' });
    store.choose(parsed.data.nationalId, parsed.data.answer);
    return { nationalId: parsed.data.nationalId, answer: parsed.data.answer };
  });
};

/** Testers' controls, called from a browser or a test without a signature (sandbox mode only). */
export const isPublicIdentityPath = (url: string): boolean => /^\/identity\/sandbox(\/|\?|$)/.test(url);
