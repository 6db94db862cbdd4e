import type { KycInfo, KycReviewItem } from '@casino/shared/contracts';
import { oneDialect } from '../../../test-support/harness';
import { newTcKimlikNo } from '../../../test-support/kyc';
import { cashierHelpers, startCashierSystem, type TCashierSystem } from '../../../test-support/cashier-system';

/** The smallest valid PNG: the 8-byte signature and an IHDR chunk are all the check reads. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

describe.each(oneDialect())('identity verification (%s)', (dialect) => {
  let s: TCashierSystem;
  let h: ReturnType<typeof cashierHelpers>;
  const admin = () => ({ headers: { 'x-admin-token': s.t.config.adminToken, 'x-admin-actor': 'uyum-zeynep' } });
  const submit = (token: string, body: object) => s.t.post<KycInfo>('/kyc/submit', { firstName: 'Zeynep', lastName: 'Kaya', birthDate: '1990-01-01', nationalId: newTcKimlikNo(), ...body }, { token });
  const upload = (token: string, kind: string, bytes: Buffer, contentType = 'application/octet-stream') =>
    s.t.app.inject({ method: 'POST', url: `/kyc/uploadDocument?kind=${kind}`, payload: bytes, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } });
  /** The sandbox vendor's tester control: the answer for one id. */
  const vendorAnswers = (nationalId: string, answer: 'verified' | 'mismatch' | 'unavailable') => h.gw('/identity/sandbox/answers', { nationalId, answer });

  beforeAll(async () => {
    s = await startCashierSystem(dialect);
    h = cashierHelpers(s);
  }, 120_000);
  afterAll(async () => s?.close());

  it('refuses a bad T.C. Kimlik No with a message for each mistake, and a birth date other than the registered one', async () => {
    const m = await h.member();
    const cases: Array<[string, string]> = [
      ['12345678951', 'T.C. Kimlik No geçersiz; lütfen rakamları kontrol edin.'],
      ['01234567890', 'T.C. Kimlik No 0 ile başlayamaz.'],
      ['1234567895a', 'T.C. Kimlik No yalnızca rakamlardan oluşur.'],
      ['1234567895', 'T.C. Kimlik No 11 haneli olmalıdır.'],
    ];
    for (const [nationalId, msg] of cases) {
      const res = await submit(m.token, { nationalId });
      expect([nationalId, res.status, res.body.code, res.body.msg]).toEqual([nationalId, 400, 'VALIDATION_FAILED', msg]);
    }
    const en = await s.t.post('/kyc/submit', { firstName: 'Zeynep', lastName: 'Kaya', birthDate: '1990-01-01', nationalId: '12345678951' }, { token: m.token, headers: { 'accept-language': 'en' } });
    expect(en.body.msg).toBe('This T.C. Kimlik No is not valid; please check the digits.');
    const birth = await submit(m.token, { birthDate: '1991-01-01' });
    expect([birth.status, birth.body.code, birth.body.msg]).toEqual([400, 'KYC_BIRTH_DATE_MISMATCH', 'Doğum tarihi, kayıt olurken girdiğiniz tarihle aynı olmalıdır.']);
    expect((await submit(m.token, { firstName: 'Z3ynep' })).body.msg).toBe('Adınızı ve soyadınızı kimliğinizdeki gibi yazın (yalnızca harf, 2-64 karakter).');
    const info = await s.t.post<KycInfo>('/kyc/info', {}, { token: m.token });
    expect(info.body.resultData).toMatchObject({ status: 'none', step: 'form', birthDate: '1990-01-01', missingDocuments: ['id_front', 'id_back', 'selfie'] });
    expect((await s.t.post<{ kycStatus: string }>('/user/getUserInfo', {}, { token: m.token })).body.resultData?.kycStatus).toBe('none');
  });

  it('verifies at once when the vendor says so; one id verifies one account', async () => {
    const m = await h.member();
    const nationalId = newTcKimlikNo();
    const res = await submit(m.token, { nationalId });
    expect(res.body.resultData).toMatchObject({ status: 'verified', step: 'done', firstName: 'Zeynep', lastName: 'Kaya', nationalIdMasked: `*******${nationalId.slice(-4)}` });
    expect(JSON.stringify(res.body)).not.toContain(nationalId);
    expect((await s.t.post<{ kycStatus: string }>('/user/getUserInfo', {}, { token: m.token })).body.resultData?.kycStatus).toBe('verified');
    expect((await submit(m.token, {})).body.code).toBe('KYC_ALREADY_VERIFIED');
    const other = await h.member();
    expect((await submit(other.token, { nationalId })).body.code).toBe('KYC_ID_TAKEN');
  });

  it('says "try later" while the vendor is down and never verifies by default', async () => {
    const m = await h.member();
    const nationalId = newTcKimlikNo();
    await vendorAnswers(nationalId, 'unavailable');
    const res = await submit(m.token, { nationalId });
    expect([res.status, res.body.code, res.body.msg]).toEqual([503, 'KYC_VENDOR_UNAVAILABLE', 'Kimlik doğrulama hizmetine şu anda ulaşılamıyor. Lütfen birkaç dakika sonra tekrar deneyin.']);
    expect((await s.t.post<KycInfo>('/kyc/info', {}, { token: m.token })).body.resultData?.status).toBe('none');
    // The vendor itself refuses an unsigned check.
    const unsigned = await fetch(`${s.sandboxUrl}/identity/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nationalId, firstName: 'A', lastName: 'B', birthDate: '1990-01-01' }) });
    expect(unsigned.status).toBe(401);
  });

  it('on a mismatch takes documents (images only, size-limited, own only), then staff reject with a reason or approve', async () => {
    const m = await h.member();
    const nationalId = newTcKimlikNo();
    await vendorAnswers(nationalId, 'mismatch');
    const first = await submit(m.token, { nationalId });
    expect(first.body.resultData).toMatchObject({ status: 'pending', step: 'documents' });
    expect((await s.t.post<{ kycStatus: string }>('/user/getUserInfo', {}, { token: m.token })).body.resultData?.kycStatus).toBe('pending');

    const big = await upload(m.token, 'id_front', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, big.json<{ code: string; msg: string }>().code, big.json<{ msg: string }>().msg]).toEqual([413, 'KYC_DOCUMENT_TOO_LARGE', 'Dosya çok büyük: en fazla 5 MB yükleyebilirsiniz.']);
    const pdf = await upload(m.token, 'id_front', Buffer.from('%PDF-1.7 not an image'), 'image/png');
    expect([pdf.statusCode, pdf.json<{ code: string }>().code]).toEqual([415, 'KYC_DOCUMENT_NOT_IMAGE']);
    expect((await upload(m.token, 'passport', PNG)).json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect((await upload('not-a-token', 'id_front', PNG)).statusCode).toBe(401);

    const front = (await upload(m.token, 'id_front', PNG)).json<{ resultData: KycInfo }>().resultData;
    expect(front).toMatchObject({ step: 'documents', missingDocuments: ['id_back', 'selfie'] });
    const documentId = front.documents[0]!.documentId;
    // Another player's document id: not found, as if it did not exist.
    const other = await h.member();
    expect((await s.t.post('/kyc/document', { documentId }, { token: other.token })).body.code).toBe('KYC_DOCUMENT_NOT_FOUND');
    expect((await s.t.post('/kyc/document', { documentId }, { token: m.token })).body.resultData).toMatchObject({ documentId, kind: 'id_front', contentType: 'image/png' });
    await upload(m.token, 'id_back', JPEG);
    const done = (await upload(m.token, 'selfie', PNG)).json<{ resultData: KycInfo }>().resultData;
    expect(done).toMatchObject({ status: 'pending', step: 'review', missingDocuments: [] });

    // Staff: the queue with documents; the image only through the authenticated console route.
    const queue = await s.t.post<KycReviewItem[]>('/admin/kyc/list', {}, admin());
    const item = queue.body.resultData!.find((i) => i.userId === m.userId)!;
    expect(item).toMatchObject({ status: 'pending', step: 'review', vendorResult: 'mismatch', firstName: 'Zeynep' });
    expect(item.documents.map((d) => d.kind)).toEqual(['id_front', 'id_back', 'selfie']);
    const image = await s.t.app.inject({ method: 'POST', url: '/admin/kyc/document', payload: { documentId }, headers: admin().headers });
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    expect((await s.t.app.inject({ method: 'POST', url: '/admin/kyc/document', payload: { documentId }, headers: { authorization: `Bearer ${m.token}` } })).statusCode).toBe(401);
    expect((await s.t.post('/admin/kyc/list', {}, { token: m.token })).status).toBe(401);

    const rejected = await s.t.post<KycInfo>('/admin/kyc/reject', { userId: m.userId, reason: 'Fotoğraf bulanık, lütfen yeniden yükleyin.' }, admin());
    expect(rejected.body.resultData).toMatchObject({ status: 'rejected', rejectReason: 'Fotoğraf bulanık, lütfen yeniden yükleyin.', documents: [] });
    expect((await s.t.post<KycInfo>('/kyc/info', {}, { token: m.token })).body.resultData?.rejectReason).toBe('Fotoğraf bulanık, lütfen yeniden yükleyin.');
    expect((await s.t.post('/admin/kyc/approve', { userId: m.userId }, admin())).body.code).toBe('KYC_NOT_PENDING');

    // Again: a mismatch asks for new documents; staff approve.
    expect((await submit(m.token, { nationalId })).body.resultData).toMatchObject({ status: 'pending', step: 'documents', rejectReason: null });
    for (const kind of ['id_front', 'id_back', 'selfie']) await upload(m.token, kind, JPEG);
    const approved = await s.t.post<KycInfo>('/admin/kyc/approve', { userId: m.userId }, admin());
    expect(approved.body.resultData).toMatchObject({ status: 'verified', step: 'done' });
    expect((await s.t.post<{ kycStatus: string }>('/user/getUserInfo', {}, { token: m.token })).body.resultData?.kycStatus).toBe('verified');
    expect((await upload(m.token, 'selfie', PNG)).json<{ code: string }>().code).toBe('KYC_DOCUMENTS_NOT_EXPECTED');
  });
});
