import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createConsentRepository } from './consent.repository';
import { consentRoutes } from './consent.routes';
import { createConsentService, type ConsentServiceDeps } from './consent.service';

/** Consent: a registration accepts the market's current terms; new terms stop real-money play until accepted. */
export const createConsentModule = ({ db, ...deps }: Omit<ConsentServiceDeps, 'repo'> & { db: Db }) => {
  const service = createConsentService({ ...deps, repo: createConsentRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(consentRoutes, { consent: service });
    },
  });
};
