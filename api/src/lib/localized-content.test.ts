import { localize } from './localized-content';

const base = { title: 'Hoş geldiniz!', subtitle: 'Hediyeniz var' };
const fields = ['title', 'subtitle'] as const;

describe('localize: staff content per language with a visible fallback', () => {
  it('gives the base texts in the base language, tagged tr for Turkish', () => {
    expect(localize(base, fields, 'tk', { en: { title: 'Welcome!', subtitle: 'A gift' } }, 'tk')).toEqual({ value: base, contentLang: 'tr', contentFallback: false });
  });

  it('gives the translation when every field has one', () => {
    expect(localize(base, fields, 'tk', { en: { title: 'Welcome!', subtitle: 'A gift' } }, 'en')).toEqual({ value: { title: 'Welcome!', subtitle: 'A gift' }, contentLang: 'en', contentFallback: false });
  });

  it('falls back to the base texts, marked, when the language is missing or incomplete (never a mix)', () => {
    expect(localize(base, fields, 'tk', {}, 'en')).toEqual({ value: base, contentLang: 'tr', contentFallback: true });
    expect(localize(base, fields, 'tk', { en: { title: 'Welcome!' } }, 'en')).toEqual({ value: base, contentLang: 'tr', contentFallback: true });
    expect(localize(base, fields, 'tk', { en: { title: 'Welcome!', subtitle: '  ' } }, 'en').contentFallback).toBe(true);
    expect(localize(base, fields, 'tk', null, 'zh-CN')).toEqual({ value: base, contentLang: 'tr', contentFallback: true });
  });
});
