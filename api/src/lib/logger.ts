/** The slice of pino the services use, so they never depend on Fastify or a concrete logger. */
export interface TLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
