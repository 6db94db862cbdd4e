import 'fastify';
import type { TSessionContext } from '../modules/auth/session.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resolved session on routes with `config.auth`; null when absent or invalid. */
    session: TSessionContext | null;
  }
  interface FastifyContextConfig {
    /** 'required': 401 without a valid session; 'optional': resolve it when present. */
    auth?: 'required' | 'optional';
    /** Staff endpoints: require the x-admin-token header. */
    admin?: boolean;
  }
}
