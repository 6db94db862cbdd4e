import type { FastifyInstance } from 'fastify';
import type { TCatalogueRoute } from '../src/plugins/route-catalogue';

/** Walks zod 4 wrappers (pipe/preprocess, optional, default, ...) to the object schema, if any. */
const objectOf = (schema: unknown, depth = 0): { shape: Record<string, unknown> } | undefined => {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 10) return undefined;
  switch (def.type) {
    case 'object':
      return schema as { shape: Record<string, unknown> };
    case 'pipe':
      return objectOf(def.out, depth + 1) ?? objectOf(def.in, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return objectOf(def.innerType, depth + 1);
    default:
      return undefined;
  }
};

/** The fields a route's body schema names (the common fields of every body excluded). */
export const bodyFieldsOf = (route: TCatalogueRoute): string[] => {
  const common = new Set(['appId', 'sign', 'uid', 'deviceNumber', 'adid', 'gaid']);
  const shape = objectOf(route.schema.body)?.shape ?? {};
  const own = Object.keys(shape).filter((k) => !common.has(k));
  // deviceNumber is a real field of some routes (tourist login, checkOldUser): keep it when required there.
  return Object.keys(shape).includes('deviceNumber') ? [...own, 'deviceNumber'] : own;
};

/** Values a clumsy client or an attacker sends in place of a field. */
export const hostileValues: ReadonlyArray<unknown> = [
  null,
  true,
  [],
  { $gt: '' },
  -1,
  1.5,
  1e308,
  9e15,
  -9e15,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'a\u0007b',
  'x'.repeat(5_000),
  '9'.repeat(40),
  '1e309',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '\ud800',
];

/** The generic malformed requests every route gets: raw payload, content type, expected status range. */
export const malformedBodies: ReadonlyArray<{ name: string; payload: string; contentType: string; status?: number }> = [
  { name: 'truncated JSON', payload: '{"a":', contentType: 'application/json', status: 400 },
  { name: 'not JSON at all', payload: 'hello', contentType: 'application/json', status: 400 },
  { name: 'text/plain', payload: '{}', contentType: 'text/plain', status: 415 },
  { name: 'form data', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', status: 415 },
  { name: 'oversized body', payload: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }), contentType: 'application/json', status: 413 },
  { name: 'prototype poisoning', payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json', status: 400 },
  { name: 'constructor poisoning', payload: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json', status: 400 },
  { name: 'NUL in a key', payload: '{"a\\u0000b":1}', contentType: 'application/json', status: 400 },
  { name: 'deep nesting', payload: `${'{"a":'.repeat(60)}1${'}'.repeat(60)}`, contentType: 'application/json', status: 400 },
  { name: 'array body', payload: '[1,2,3]', contentType: 'application/json' },
  { name: 'string body', payload: '"text"', contentType: 'application/json' },
  { name: 'number body', payload: '12345678901234567890', contentType: 'application/json' },
];

/** A concrete URL for a route pattern, parameters filled with `value`. */
export const fillParams = (url: string, value: string): string => url.replace(/:(\w+)\??/g, () => encodeURIComponent(value));

export const catalogueOf = (app: FastifyInstance): ReadonlyArray<TCatalogueRoute> => app.routeCatalogue;
