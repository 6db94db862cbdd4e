import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/** Lets route handlers see `request.body` / `request.query` as the zod schema's output type. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const fieldName = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? 'body' : path.map((p) => String(p)).join('.');

/** Turns the first zod issue into a language-neutral AppError; the error handler localizes it. */
export const validationError = (error: z.ZodError): AppError => {
  const issue = error.issues[0];
  if (!issue) return new AppError('VALIDATION_FAILED', { params: { field: 'body' } });
  const field = fieldName(issue.path);
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  // Schemas name a catalogue key as their custom message (e.g. PHONE_INVALID); otherwise generic.
  const messageKey = /^[A-Z_]+$/.test(issue.message) ? issue.message : missing ? 'FIELD_REQUIRED' : 'FIELD_INVALID';
  return new AppError('VALIDATION_FAILED', {
    params: { field },
    messageKey,
    detail: `${field}: ${issue.message}`,
  });
};

/** Fastify validator compiler for zod schemas: every route declares `schema: { body: ZThing }`. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => (data) => {
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? { value: result.data } : { error: validationError(result.error) };
};

/** Parses a value outside of Fastify (CLI arguments, admin bodies) with the same error model. */
export const parseOrThrow = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw validationError(result.error);
  return result.data;
};
