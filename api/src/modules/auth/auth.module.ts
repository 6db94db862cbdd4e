import { defineModule } from '../../lib/module';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthServiceDeps } from './auth.service';
import type { SmsTestInbox } from './sms-gateway';

export interface AuthModuleDeps extends Omit<AuthServiceDeps, 'testInbox'> {
  /** The SMS adapter; the sandbox one also reads back the last code sent (`/sms/getTest`). */
  sms: Partial<SmsTestInbox>;
  sandbox: boolean;
}

/** Registration, sign-in and sign-out of players (tourists and members). */
export const createAuthModule = ({ sms, sandbox, ...deps }: AuthModuleDeps) => {
  const exposeTestCodes = sandbox && typeof sms.lastCode === 'function';
  const service = createAuthService({ ...deps, testInbox: exposeTestCodes && sms.lastCode ? { lastCode: sms.lastCode.bind(sms) } : null });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(authRoutes, { auth: service, exposeTestCodes });
    },
  });
};
