import { errorStatus } from '../lib/errors';
import { languages } from './define';
import { messageKeys, translate } from './messages';

describe('server messages', () => {
  it('has a message for every error code in every language', () => {
    for (const lang of languages) {
      const keys = new Set(messageKeys(lang));
      const missing = Object.keys(errorStatus).filter((code) => !keys.has(code));
      expect({ lang, missing }).toEqual({ lang, missing: [] });
    }
  });

  it('has the same keys in every language', () => {
    const tk = messageKeys('tk').sort();
    expect(messageKeys('en').sort()).toEqual(tk);
    expect(messageKeys('zh-CN').sort()).toEqual(tk);
  });

  it('interpolates parameters and keeps unknown placeholders', () => {
    expect(translate('en', 'FIELD_REQUIRED', { field: 'mobile' })).toBe('The field mobile is required.');
    expect(translate('tk', 'FIELD_REQUIRED')).toBe('{field} alanı zorunludur.');
  });
});
