import type { Db } from '../../db/client';
import { defineModule } from '../../lib/module';
import { createStaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { createStaffService, type StaffServiceDeps } from './staff.service';
import { createSecretBox } from './totp';

/** Staff console sign-in (password + TOTP); its sessions open every staff route (plugins/auth.ts). */
export const createStaffModule = ({ db, secret, ...deps }: Omit<StaffServiceDeps, 'repo' | 'box'> & { db: Db; secret: string }) => {
  const service = createStaffService({ ...deps, repo: createStaffRepository(db), box: createSecretBox(secret) });
  return defineModule({
    service,
    routes: async (app) => {
      await app.register(staffRoutes, { staff: service });
    },
  });
};
