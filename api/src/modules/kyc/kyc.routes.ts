import { KYC_DOCUMENT_MAX_BYTES } from '@casino/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { ZEmptyBody } from '../../lib/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { adminActor, requireSession } from '../../plugins/auth';
import { ZAdminKycApproveBody, ZAdminKycListBody, ZAdminKycRejectBody, ZDocumentBody, ZKycSubmitBody, ZUploadQuery } from './kyc.schemas';
import type { TKycService } from './kyc.service';

/** Upload bodies are raw image bytes; over twice the limit the framework refuses before reading it all. */
const UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'];

/** Identity verification: the player's form, documents and status; staff's queue, decisions and document view. */
export const kycRoutes: FastifyPluginAsync<{ kyc: TKycService }> = async (app, { kyc }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const session = { auth: 'required' } as const;
  // Any declared type is read as bytes: what counts is the file's first bytes (image-type.ts).
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: KYC_DOCUMENT_MAX_BYTES * 2 }, (_request, payload, done) => done(null, payload));

  r.post('/kyc/info', { config: session, schema: { body: ZEmptyBody } }, async (request) => ok(request, await kyc.info(requireSession(request).userId)));
  r.post('/kyc/submit', { config: session, schema: { body: ZKycSubmitBody } }, async (request) => {
    const { firstName, lastName, birthDate, nationalId } = request.body;
    return ok(request, await kyc.submit(requireSession(request).userId, { firstName, lastName, birthDate, nationalId }));
  });
  r.post('/kyc/uploadDocument', { config: session, schema: { querystring: ZUploadQuery } }, async (request) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('KYC_DOCUMENT_NOT_IMAGE');
    return ok(request, await kyc.upload(requireSession(request).userId, request.query.kind, request.body));
  });
  r.post('/kyc/document', { config: session, schema: { body: ZDocumentBody } }, async (request) => ok(request, await kyc.document(requireSession(request).userId, request.body.documentId)));

  // Staff (compliance and above: identity data is personal data).
  const compliance = { admin: true, role: 'compliance' } as const;
  r.post('/admin/kyc/list', { config: compliance, schema: { body: ZAdminKycListBody } }, async (request) => ok(request, await kyc.staffList(request.body.status, request.body.limit)));
  r.post('/admin/kyc/approve', { config: compliance, schema: { body: ZAdminKycApproveBody } }, async (request) => ok(request, await kyc.decide(request.body.userId, { approve: true }, adminActor(request))));
  r.post('/admin/kyc/reject', { config: compliance, schema: { body: ZAdminKycRejectBody } }, async (request) =>
    ok(request, await kyc.decide(request.body.userId, { approve: false, reason: request.body.reason }, adminActor(request))),
  );
  // The image itself (never public): the console fetches it with the staff session and shows it from memory.
  r.post('/admin/kyc/document', { config: compliance, schema: { body: ZDocumentBody } }, async (request, reply) => {
    const doc = await kyc.documentBytes(request.body.documentId);
    request.log.info({ documentId: request.body.documentId, actor: adminActor(request) }, 'identity document viewed');
    return reply
      .header('content-type', doc.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(doc.bytes);
  });
};
