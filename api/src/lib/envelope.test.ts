import { AppError } from './errors';
import { errorEnvelope } from './envelope';

describe('errorEnvelope', () => {
  it('names the request field at fault, so a form can show the message next to it', () => {
    const envelope = errorEnvelope('tk', new AppError('VALIDATION_FAILED', { params: { field: 'mobile' }, messageKey: 'PHONE_INVALID' }));
    expect(envelope).toEqual({ state: '400', success: false, resultData: null, code: 'VALIDATION_FAILED', field: 'mobile', msg: 'Geçersiz numara. Cep telefonu numaranızı kontrol edin.' });
  });

  it('names no field for errors about the whole request', () => {
    expect(errorEnvelope('en', new AppError('INVALID_CODE'))).not.toHaveProperty('field');
    expect(errorEnvelope('en', new AppError('VALIDATION_FAILED', { params: { field: 'body' } }))).not.toHaveProperty('field');
  });
});
