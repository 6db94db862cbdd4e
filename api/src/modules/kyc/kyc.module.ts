import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createKycRepository } from './kyc.repository';
import { kycRoutes } from './kyc.routes';
import { createKycService, type KycServiceDeps } from './kyc.service';

/** Identity verification: the vendor's check, documents on a mismatch, staff's decision. */
export const createKycModule = ({ db, ...deps }: Omit<KycServiceDeps, 'repo'> & { db: Db }) => {
  const service = createKycService({ ...deps, repo: createKycRepository(db) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(kycRoutes, { kyc: service });
    },
  });
};
