import type { Db } from '../../db/client';
import { createAuthRepository } from './auth.repository';
import { createOtpService, type OtpServiceDeps } from './otp.service';
import { createSessionService } from './session.service';

/**
 * Player sessions and one-time codes on the auth repository. Not a route module: most modules
 * sign players in or out through them, so app.ts builds them before the modules (auth.module.ts
 * holds the sign-in routes).
 */
export const createSessionsModule = (deps: Omit<OtpServiceDeps, 'repo'> & { db: Db }) => {
  const { db, ...otpDeps } = deps;
  const repo = createAuthRepository(db);
  return {
    sessions: createSessionService({ repo, clock: deps.clock }),
    otp: createOtpService({ repo, ...otpDeps }),
  };
};
