import pino from 'pino';

const MAX_CAUSES = 4;

/** PostgreSQL messages quote the offending value ("invalid input syntax ...: "90532..."") and key details. */
const redactValues = (text: string): string =>
  text
    .replace(/"[^"]*"/g, '"[redacted]"')
    .replace(/\([^()]*\)=\([^()]*\)/g, '(...)=([redacted])');

/** The query without its parameters (drizzle puts them in the message after "params:"). */
const withoutParams = (message: string): string => {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : message.slice(0, at);
};

type TSerialized = Record<string, unknown>;

const serializeOne = (error: unknown): TSerialized => {
  if (!(error instanceof Error)) return { message: redactValues(String(error)) };
  const e = error as Error & Record<string, unknown>;
  const out: TSerialized = {
    type: e.name,
    message: redactValues(withoutParams(e.message)),
    stack: e.stack ? redactValues(withoutParams(e.stack)) : undefined,
  };
  // Only the fields that say WHAT failed, never the values: no params, detail, where or query text values.
  for (const key of ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  return out;
};

/**
 * The `err` serializer of every logger: a database error never logs its query parameters (an argon2
 * hash, a phone number, an e-mail), the values PostgreSQL quotes in its messages, or its `detail`.
 * Causes are followed a few levels, redacted the same way.
 */
export const redactedErrorSerializer = (error: unknown): TSerialized => {
  const root = serializeOne(error);
  let current = root;
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && cause !== null && depth < MAX_CAUSES; depth++) {
    const next = serializeOne(cause);
    current.cause = next;
    current = next;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return root;
};

/**
 * Fastify logs its Reply as `res`. pino's standard `res` serializer reads a Node response and answers
 * `statusCode: null` until the headers are out, which a Reply never says: read the Reply's own status.
 */
const replySerializer = (reply: { statusCode?: unknown }): TSerialized => ({ statusCode: typeof reply?.statusCode === 'number' ? reply.statusCode : null });

export const logSerializers = { err: redactedErrorSerializer, error: redactedErrorSerializer, req: pino.stdSerializers.req, res: replySerializer };
