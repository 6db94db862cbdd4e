import type { FastifyRequest } from 'fastify';
import { adminActor } from './auth';

const request = (headers: Record<string, string | undefined>, staffLogin?: string) =>
  ({ headers, staff: staffLogin ? { login: staffLogin } : null }) as unknown as FastifyRequest;

describe('adminActor (who acts on a staff route, for the audit)', () => {
  it('is the staff login with a console session, whatever x-admin-actor says', () => {
    expect(adminActor(request({ 'x-admin-actor': 'someone-else' }, 'ayse'))).toBe('ayse');
  });

  it('is the trimmed x-admin-actor of a CLI call, cut to 64 characters', () => {
    expect(adminActor(request({ 'x-admin-actor': '  crm-ayse ' }))).toBe('crm-ayse');
    expect(adminActor(request({ 'x-admin-actor': 'x'.repeat(80) }))).toBe('x'.repeat(64));
  });

  it("is 'admin' without a usable x-admin-actor (missing, blank, or holding a control character)", () => {
    expect(adminActor(request({}))).toBe('admin');
    expect(adminActor(request({ 'x-admin-actor': '   ' }))).toBe('admin');
    expect(adminActor(request({ 'x-admin-actor': 'ay\tse' }))).toBe('admin');
  });
});
