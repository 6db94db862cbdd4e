import type { FastifyPluginAsync } from 'fastify';
import type { ProtectionExclusion, ProtectionHistory, ProtectionMyPlay, ProtectionSession, ProtectionStaffView, ProtectionStatus } from '@casino/shared/contracts';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireSession } from '../../plugins/auth';
import { ZConfirmAgeBody, ZExcludeBody, ZHistoryBody, ZLimitsBody, ZRealityCheckBody, ZSetLimitBody, ZStaffPlayerBody } from './protection.schemas';
import type { TProtectionService } from './protection.service';

const TIMEOUTS = ['24h', '7d', '6w'] as const;
const SELF_EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The player's responsible-gaming settings ("Sorumlu Oyun") and the staff's read-only view. */
export const protectionRoutes: FastifyPluginAsync<{ protection: TProtectionService }> = async (app, { protection }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'required' } as const;
  const me = (request: Parameters<typeof requireSession>[0]) => requireSession(request).userId;

  r.post('/protection/limits', { config: auth, schema: { body: ZLimitsBody } }, async (request) => ok(request, (await protection.status(me(request))) satisfies ProtectionStatus));
  r.post('/protection/setLimit', { config: auth, schema: { body: ZSetLimitBody } }, async (request) =>
    ok(request, (await protection.setLimit(me(request), request.body)) satisfies ProtectionStatus),
  );
  r.post('/protection/exclude', { config: auth, schema: { body: ZExcludeBody } }, async (request) => {
    const { kind, duration } = request.body;
    const input =
      kind === 'timeout' && isOneOf(TIMEOUTS, duration)
        ? ({ kind, duration } as const)
        : kind === 'self_exclusion' && isOneOf(SELF_EXCLUSIONS, duration)
          ? ({ kind, duration } as const)
          : null;
    if (!input) throw new AppError('VALIDATION_FAILED', { messageKey: 'EXCLUSION_DURATION_INVALID' });
    return ok(request, (await protection.exclude(me(request), input)) satisfies ProtectionExclusion);
  });
  r.post('/protection/setRealityCheck', { config: auth, schema: { body: ZRealityCheckBody } }, async (request) =>
    ok(request, (await protection.setRealityCheck(me(request), request.body.minutes)) satisfies ProtectionStatus),
  );
  r.post('/protection/session', { config: auth, schema: { body: ZLimitsBody } }, async (request) => {
    const session = requireSession(request);
    return ok(request, (await protection.session(session.userId, session.sessionId)) satisfies ProtectionSession);
  });
  r.post('/protection/myPlay', { config: auth, schema: { body: ZLimitsBody } }, async (request) => ok(request, (await protection.myPlay(me(request))) satisfies ProtectionMyPlay));
  r.post('/protection/history', { config: auth, schema: { body: ZHistoryBody } }, async (request) =>
    ok(request, (await protection.history(me(request), request.body)) satisfies ProtectionHistory),
  );
  r.post('/protection/confirmAge', { config: auth, schema: { body: ZConfirmAgeBody } }, async (request) => ok(request, await protection.confirmAge(me(request), request.body.birthDate)));

  r.post('/admin/protection/player', { config: { admin: true }, schema: { body: ZStaffPlayerBody } }, async (request) =>
    ok(request, (await protection.staffView(request.body.userId)) satisfies ProtectionStaffView),
  );
};
