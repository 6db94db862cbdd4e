import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, patchUser, MemoryRouter, type KycInfo } from '@casino/shared';
import { fakeApi, resetState, setupI18n } from '../../../testing/test-setup';
import { ensureKycMessages } from '../i18n';
import { KycPage } from './kyc-page';

const info = (o: Partial<KycInfo> = {}): KycInfo => ({
  status: 'none', step: 'form', firstName: '', lastName: '', birthDate: '1990-01-01', nationalIdMasked: '', rejectReason: null, documents: [], missingDocuments: ['id_front', 'id_back', 'selfie'], updatedAt: null, ...o,
});

const show = () => render(<MemoryRouter><KycPage /></MemoryRouter>);
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name=${name}]`)!, { target: { value } });

describe('KycPage', () => {
  beforeAll(async () => {
    await setupI18n('tk');
    await ensureKycMessages();
    await i18n.loadNamespaces(['kyc']);
  });
  beforeEach(() => {
    resetState();
    patchUser({ isLogin: true, role: 'user', lang: 'tk' });
  });

  it('checks the T.C. Kimlik No as typed and sends nothing while it is wrong; a right one goes to the server', async () => {
    const api = fakeApi({ '/kyc/info': () => ({ resultData: info() }), '/kyc/submit': () => ({ resultData: info({ status: 'verified', step: 'done', firstName: 'Ayşe', lastName: 'Yılmaz' }) }) });
    show();
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Kimliğiniz henüz doğrulanmadı');
    type('firstName', 'Ayşe');
    type('lastName', 'Yılmaz');
    for (const [value, message] of [
      ['12345678951', 'T.C. Kimlik No geçersiz; lütfen rakamları kontrol edin.'],
      ['01234567890', 'T.C. Kimlik No 0 ile başlayamaz.'],
      ['1234567895', 'T.C. Kimlik No 11 haneli olmalıdır.'],
      ['1234567895a', 'T.C. Kimlik No yalnızca rakamlardan oluşur.'],
    ]) {
      type('nationalId', value!);
      await act(async () => void fireEvent.click(screen.getByTestId('kyc-submit')));
      expect(screen.getByTestId('kyc-error-nationalId').textContent).toBe(message);
    }
    expect(api.paths()).not.toContain('/kyc/submit');
    type('nationalId', '12345678950');
    await act(async () => void fireEvent.click(screen.getByTestId('kyc-submit')));
    expect(api.bodyOf('/kyc/submit')).toMatchObject({ firstName: 'Ayşe', lastName: 'Yılmaz', birthDate: '1990-01-01', nationalId: '12345678950' });
    expect((await screen.findByTestId('kyc-status')).dataset.status).toBe('verified');
  });

  it('on a mismatch asks for the three documents; a rejection shows staff’s reason and the form again', async () => {
    fakeApi({ '/kyc/info': () => ({ resultData: info({ status: 'pending', step: 'documents', documents: [{ documentId: 'd1', kind: 'id_front', contentType: 'image/png', sizeBytes: 10, uploadedAt: '2026-11-26T10:00:00Z' }], missingDocuments: ['id_back', 'selfie'] }) }) });
    const first = show();
    expect((await screen.findByTestId('kyc-doc-id_front')).textContent).toContain('Yüklendi');
    expect(screen.getByTestId('kyc-doc-selfie').textContent).toContain('Bekleniyor');
    first.unmount();
    fakeApi({ '/kyc/info': () => ({ resultData: info({ status: 'rejected', rejectReason: 'Fotoğraf bulanık.' }) }) });
    show();
    expect((await screen.findByTestId('kyc-reject-reason')).textContent).toBe('Gerekçe: Fotoğraf bulanık.');
    expect(screen.getByTestId('kyc-form')).toBeTruthy();
  });
});
