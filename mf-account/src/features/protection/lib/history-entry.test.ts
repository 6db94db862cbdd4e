import { createFormatter, i18n } from '@casino/shared';
import { setupI18n } from '../../../testing/test-setup';
import { ensureProtectionMessages } from '../i18n';
import { describeHistoryEntry } from './history-entry';

const entry = (code: string, detail: object | null) => ({ code, detail: detail === null ? null : JSON.stringify(detail) });
const limit = (over: object = {}) => ({ kind: 'deposit', period: 'day', value: '50000', pending: null, ...over });

describe('describeHistoryEntry: protection changes in the player\'s words', () => {
  beforeAll(async () => {
    await setupI18n('en');
    await ensureProtectionMessages();
    await i18n.loadNamespaces(['protection']);
  });
  const say = async (lang: 'tk' | 'en' | 'zh-CN', code: string, detail: object | null) => {
    await i18n.changeLanguage(lang);
    return describeHistoryEntry(entry(code, detail), i18n.getFixedT(lang, ['protection', 'account']), createFormatter(lang, 'TRY'));
  };

  it('names limits, raises with their date, sessions in minutes, exclusions, the age gate and reality checks (en)', async () => {
    expect(await say('en', 'limit.set', limit())).toBe('Daily deposit limit set: 500.00\u00a0₺');
    expect(await say('en', 'limit.lowered', limit({ kind: 'loss', period: 'week', value: '2500' }))).toBe('Weekly loss limit lowered: 25.00\u00a0₺');
    expect(await say('en', 'limit.raise_requested', limit({ pending: { value: '90000', effectiveAt: '2026-06-02T09:00:00.000Z' } }))).toBe('Asked to raise the daily deposit limit to 900.00\u00a0₺ (from 2 Jun 2026, 12:00)');
    expect(await say('en', 'limit.remove_requested', limit({ kind: 'session', period: 'month', pending: { value: null, effectiveAt: '2026-06-02T09:00:00.000Z' } }))).toMatch(/^Asked to remove the monthly session time limit/);
    expect(await say('en', 'limit.set', limit({ kind: 'session', value: '90' }))).toBe('Daily session time limit set: 90 min');
    expect(await say('en', 'exclusion.timeout', { kind: 'timeout', duration: '24h', endsAt: '2026-06-02T09:00:00.000Z' })).toBe('Time-out started (24 hours), ends 2 Jun 2026, 12:00');
    expect(await say('en', 'exclusion.self_exclusion', { kind: 'self_exclusion', duration: 'indefinite', endsAt: null })).toBe('Self-exclusion started (indefinite)');
    expect(await say('en', 'age.confirmed', { birthDate: '1990-01-01' })).toBe('Age (18+) confirmed with the date of birth');
    expect(await say('en', 'reality_check.set', { minutes: 30 })).toBe('Reality check: 30 min');
    expect(await say('en', 'reality_check.set', { minutes: null })).toBe('Reality check turned off');
    expect(await say('en', 'something.new', null)).toBe('Settings change');
  });

  it('speaks Turkish and Chinese too, never the raw code', async () => {
    expect(await say('tk', 'limit.set', limit())).toBe('Günlük para yatırma limiti konuldu: 500,00\u00a0₺');
    expect(await say('tk', 'exclusion.timeout', { duration: '7d', endsAt: '2026-06-08T09:00:00.000Z' })).toBe('Mola başladı (7 gün), bitiş: 8 Haz 2026 12:00');
    expect(await say('zh-CN', 'limit.set', limit())).toMatch(/^已设置.*限额：500\.00\u00a0₺$/);
    expect(await say('zh-CN', 'age.confirmed', null)).toBe('已用出生日期确认年满 18 岁');
  });
});
