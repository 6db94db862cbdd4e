import { manifestProblems } from '@casino/shared/testing';
import manifest from './routes';

describe('route manifest', () => {
  it('is valid: titles in every language, own namespace, layouts, unique names', async () => {
    expect(await manifestProblems(manifest)).toEqual([]);
  });

  it('loads every page module', async () => {
    const routes = manifest.routes.flatMap((r) => [r, ...(r.children ?? [])]);
    const modules = await Promise.all(routes.map((r) => r.load()));
    for (const m of modules) expect(typeof m.default).toBe('function');
  });
});
