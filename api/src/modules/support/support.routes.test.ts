import type { PushEvent, SupportConversation, SupportInfo, SupportMessage, SupportMessagePage, SupportSendResult, SupportSettings } from '@casino/shared/contracts';
import { createTestApp, createTestDatabase, oneDialect, newDevice, newIp, type TestApp, type TestDatabase } from '../../../test-support/harness';
import { createLogger } from '../../app';
import { createPushHub, type TPushHub } from '../push/push.hub';
import { SUPPORT_REPLY_MINUTES_DEFAULT, SUPPORT_SEND_LIMITS } from './support.service';

describe.each(oneDialect())('customer service (%s)', (dialect) => {
  let testDb: TestDatabase;
  let t: TestApp;
  let hub: TPushHub;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    hub = createPushHub({ logger: createLogger('silent') });
    t = await createTestApp(testDb.database, { deps: { push: hub } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await hub?.close();
    await testDb?.drop();
  });

  const player = async () => {
    const res = await t.post<{ token: string; userid: number }>('/sso/v2/login', { deviceNumber: newDevice() }, { ip: newIp() });
    return { token: res.body.resultData!.token, userId: Number(res.body.resultData!.userid) };
  };
  const admin = <T>(url: string, body: object) => t.post<T>(url, body, { headers: { 'x-admin-token': t.config.adminToken, 'x-admin-actor': 'destek-ayse' } });
  const send = (token: string, text: unknown, lang = 'tk') => t.post<SupportSendResult>('/support/send', { text }, { token, headers: { 'accept-language': lang } });
  const messages = (token: string, body: object = {}) => t.post<SupportMessagePage>('/support/messages', body, { token });

  it('answers the market FAQ in the caller language, with the channels, without a session', async () => {
    for (const [lang, question] of [['tk', 'Nasıl para yatırırım?'], ['en', 'How do I make a deposit?'], ['zh-CN', '如何充值？']] as const) {
      const res = await t.post<SupportInfo>('/support/info', {}, { headers: { 'accept-language': lang } });
      expect(res.status).toBe(200);
      expect(res.body.resultData).toMatchObject({ lang, faq: expect.arrayContaining([expect.objectContaining({ slug: 'deposit', question })]) });
      expect(res.body.resultData!.channels.map((c) => c.kind)).toEqual(['livechat', 'phone', 'whatsapp', 'telegram', 'email']);
      expect(res.body.resultData!.replyMinutes).toBe(SUPPORT_REPLY_MINUTES_DEFAULT);
    }
    // Real-looking channels: a Turkish 0850 line, WhatsApp and Telegram links, an address on the casino's own domain.
    const channels = (await t.post<SupportInfo>('/support/info', {})).body.resultData!.channels;
    expect(JSON.stringify(channels)).not.toMatch(/example|000 00 00/);
    expect(channels.find((c) => c.kind === 'phone')).toMatchObject({ value: '+90 850 255 42 42', url: 'tel:+908502554242' });
    expect(channels.find((c) => c.kind === 'whatsapp')!.url).toBe('https://wa.me/908502554242');
    expect(channels.find((c) => c.kind === 'telegram')!.url).toMatch(/^https:\/\/t\.me\/\w+$/);
    expect(channels.find((c) => c.kind === 'email')).toMatchObject({ value: 'destek@casino.com.tr', url: 'mailto:destek@casino.com.tr' });
    const unknown = await t.post('/support/info', { market: 'xx' }, { headers: { 'accept-language': 'en' } });
    expect(unknown.status).toBe(404);
  });

  it('lets staff edit the FAQ (by market, language and slug); a bad entry is a localized 400', async () => {
    const set = await admin('/admin/support/faq/set', { lang: 'en', slug: 'deposit', question: 'How do I deposit money?', answer: 'Open Deposit.', sort: 0 });
    expect(set.status).toBe(200);
    const info = await t.post<SupportInfo>('/support/info', {}, { headers: { 'accept-language': 'en' } });
    expect(info.body.resultData!.faq.find((f) => f.slug === 'deposit')).toMatchObject({ question: 'How do I deposit money?', answer: 'Open Deposit.' });
    const hidden = await admin('/admin/support/faq/set', { lang: 'en', slug: 'bonus', question: 'x', answer: 'y', enabled: false });
    expect(hidden.status).toBe(200);
    expect((await t.post<SupportInfo>('/support/info', {}, { headers: { 'accept-language': 'en' } })).body.resultData!.faq.map((f) => f.slug)).not.toContain('bonus');
    const bad = await t.post('/admin/support/faq/set', { lang: 'en', slug: 'Bad Slug!', question: 'q', answer: 'a' }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': 'tk' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', msg: expect.stringContaining('Kısa ad') });
    const noToken = await t.post('/admin/support/faq/set', { lang: 'en', slug: 'x', question: 'q', answer: 'a' });
    expect([401, 403]).toContain(noToken.status);
  });

  it('lets staff create, edit and delete contact channels per market (checked links, audited); players see the result', async () => {
    const channels = async () => (await t.post<SupportInfo>('/support/info', {})).body.resultData!.channels;
    const before = await channels();
    const telegram = before.find((c) => c.kind === 'telegram')!;
    const phone = await admin<{ url: string }>('/admin/support/channels/set', { kind: 'phone', value: '+90 850 123 45 67', hours: '09:00-18:00', sort: 9 });
    expect(phone.body.resultData).toMatchObject({ kind: 'phone', value: '+90 850 123 45 67', url: 'tel:+908501234567', hours: '09:00-18:00', enabled: true });
    expect((await admin('/admin/support/channels/set', { kind: 'whatsapp', value: 'WhatsApp', url: 'https://wa.me/908501234567' })).status).toBe(200);
    expect((await channels()).find((c) => c.kind === 'whatsapp')).toMatchObject({ url: 'https://wa.me/908501234567' });
    expect((await channels()).map((c) => c.kind)).toContain('phone');

    // Bad links, addresses and numbers: a localized 400, nothing changed.
    const refused = async (body: object, lang = 'en') => {
      const res = await t.post('/admin/support/channels/set', body, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': lang } });
      expect([JSON.stringify(body), res.status, res.body.code]).toEqual([JSON.stringify(body), 400, 'VALIDATION_FAILED']);
      return res.body.msg;
    };
    for (const url of ['javascript:alert(1)', 'http://t.me/casino', 'https://user:pw@t.me/x', 'data:text/html,hi', 'ftp://t.me/x', 'not a url', null]) await refused({ kind: 'telegram', value: 'Telegram', url });
    await refused({ kind: 'email', value: 'destek at example' });
    await refused({ kind: 'email', value: '"><script>@x.com' });
    await refused({ kind: 'phone', value: '12' });
    await refused({ kind: 'phone', value: '+90 850 ABC' });
    await refused({ kind: 'fax', value: '+90 850 123 45 67' });
    expect(await refused({ kind: 'telegram', value: 'Telegram', url: 'javascript:alert(1)' }, 'tk')).toContain('https bağlantısı');
    expect((await channels()).find((c) => c.kind === 'telegram')).toEqual(telegram);

    // Delete: gone for players; a second delete is a 404; the FAQ too.
    expect((await admin('/admin/support/channels/delete', { kind: 'phone' })).status).toBe(200);
    expect((await channels()).map((c) => c.kind)).not.toContain('phone');
    expect((await admin('/admin/support/channels/delete', { kind: 'phone' })).body).toMatchObject({ code: 'NOT_FOUND', msg: 'Kayıt bulunamadı.' });
    expect((await admin('/admin/support/channels/delete', { kind: 'phone', market: 'xx' })).status).toBe(404);
    await admin('/admin/support/faq/set', { lang: 'en', slug: 'temporary', question: 'Temporary?', answer: 'Yes.' });
    expect((await admin('/admin/support/faq/delete', { lang: 'en', slug: 'temporary' })).status).toBe(200);
    expect((await t.post<SupportInfo>('/support/info', {}, { headers: { 'accept-language': 'en' } })).body.resultData!.faq.map((f) => f.slug)).not.toContain('temporary');
    expect((await admin('/admin/support/faq/delete', { lang: 'en', slug: 'temporary' })).status).toBe(404);
    expect((await admin('/admin/support/faq/delete', { lang: 'en', slug: 'Bad Slug' })).status).toBe(400);
    expect((await t.post('/admin/support/channels/delete', { kind: 'email' })).status).toBe(403);

    // Every change is audited: who, what, before and after.
    const audit = (await admin<Array<{ actor: string; action: string; target: string; oldValue: unknown; newValue: unknown }>>('/admin/support/audit', { limit: 10 })).body.resultData!;
    expect(audit.slice(0, 5).map((a) => `${a.action} ${a.target}`)).toEqual(['faq.delete en/temporary', 'faq.set en/temporary', 'channel.delete phone', 'channel.set whatsapp', 'channel.set phone']);
    expect(audit.every((a) => a.actor === 'destek-ayse')).toBe(true);
    expect(audit[2]).toMatchObject({ oldValue: { kind: 'phone', value: '+90 850 123 45 67' }, newValue: null });
    expect(audit[3]!.oldValue).toMatchObject({ kind: 'whatsapp' });
  });

  it('stores a player message and returns it in the conversation, newest first', async () => {
    const p = await player();
    expect((await messages(p.token)).body.resultData).toMatchObject({ conversationId: p.userId, list: [], total: 0, unread: 0 });
    const first = await send(p.token, '  Para yatırdım ama bakiyem güncellenmedi.\nReferans: ABC123  ');
    expect(first.status).toBe(200);
    expect(first.body.resultData).toMatchObject({ author: 'player', text: 'Para yatırdım ama bakiyem güncellenmedi.\nReferans: ABC123', isRead: false });
    // The first message of a wait gets at once the system's note with the market's answer time, stored read.
    const note = `Mesajınız bize ulaştı. Genellikle ${SUPPORT_REPLY_MINUTES_DEFAULT} dakika içinde yanıt veriyoruz; yanıtımız bu sayfada görünecek.`;
    expect(first.body.resultData!.autoReply).toMatchObject({ author: 'system', text: note, isRead: true });
    const second = await send(p.token, 'İkinci mesaj');
    expect(second.body.resultData!.autoReply).toBeNull();
    const page = (await messages(p.token)).body.resultData!;
    expect(page).toMatchObject({ total: 3, unread: 0, page: 1, pageSize: 20 });
    expect(page.list.map((m) => [m.author, m.text])).toEqual([
      ['player', 'İkinci mesaj'],
      ['system', note],
      ['player', 'Para yatırdım ama bakiyem güncellenmedi.\nReferans: ABC123'],
    ]);
    expect((await messages(p.token, { page: 3, pageSize: 1 })).body.resultData!.list.map((m) => m.text)).toEqual(['Para yatırdım ama bakiyem güncellenmedi.\nReferans: ABC123']);
  });

  it('never shows another player the conversation; a userId in the body changes nothing', async () => {
    const [a, b] = [await player(), await player()];
    await send(a.token, 'A nın gizli mesajı');
    const asB = await t.post<SupportMessagePage>('/support/messages', { userId: a.userId, conversationId: a.userId }, { token: b.token });
    expect(asB.status === 400 || asB.body.resultData?.list.length === 0).toBe(true);
    expect(JSON.stringify(asB.body)).not.toContain('gizli');
    expect((await messages(b.token)).body.resultData).toMatchObject({ conversationId: b.userId, total: 0 });
    expect((await t.post('/support/messages', {})).status).toBe(401);
    expect((await t.post('/support/send', { text: 'hi' })).status).toBe(401);
  });

  it('keeps script-bearing text as plain text (stored and returned verbatim, never interpreted)', async () => {
    const p = await player();
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>kalın</b>';
    const res = await send(p.token, hostile);
    expect(res.status).toBe(200);
    expect(res.body.resultData!.text).toBe(hostile);
    expect(res.raw.headers['content-type']).toContain('application/json');
    expect((await messages(p.token)).body.resultData!.list.find((m) => m.author === 'player')!.text).toBe(hostile);
  });

  it('refuses empty, oversized, non-text and control-character messages with a localized 400, storing nothing', async () => {
    const p = await player();
    for (const [text, lang, msg] of [
      ['', 'en', 'A message must be 1 to 1000 characters long.'],
      ['   ', 'tk', 'Mesaj 1 ile 1000 karakter arasında olmalıdır.'],
      ['x'.repeat(1001), 'zh-CN', '消息长度必须为 1 到 1000 个字符。'],
      [42, 'en', 'A message must be 1 to 1000 characters long.'],
      [['a'], 'en', 'A message must be 1 to 1000 characters long.'],
    ] as const) {
      const res = await send(p.token, text, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', msg });
    }
    const control = await send(p.token, 'zil \u0007 sesi', 'en');
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ success: false, msg: expect.any(String) });
    expect((await send(p.token, 'x'.repeat(1000))).status).toBe(200);
    expect((await messages(p.token)).body.resultData!.list.filter((m) => m.author === 'player')).toHaveLength(1);
  });

  it('rate-limits a player (per minute and per hour) with a localized 429 and Retry-After', async () => {
    const p = await player();
    for (let i = 0; i < SUPPORT_SEND_LIMITS.perMinute; i++) expect((await send(p.token, `mesaj ${i}`)).status).toBe(200);
    const limited = await send(p.token, 'bir tane daha', 'en');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.raw.headers['retry-after'])).toBeGreaterThan(0);
    // Another player is not affected; the next minute the player may write again.
    expect((await send((await player()).token, 'merhaba')).status).toBe(200);
    t.clock.advance(61_000);
    expect((await send(p.token, 'bir dakika sonra')).status).toBe(200);
    expect((await messages(p.token)).body.resultData!.list.filter((m) => m.author === 'player')).toHaveLength(SUPPORT_SEND_LIMITS.perMinute + 1);
  });

  it('puts the conversation in the staff queue; the staff answer reaches the player list, the unread count and a push', async () => {
    const p = await player();
    const pushed: PushEvent[] = [];
    const unsubscribe = hub.subscribe(p.userId, (event) => pushed.push(event));
    try {
      await send(p.token, 'Çekimim nerede?');
      const queue = await admin<SupportConversation[]>('/admin/support/conversations', {});
      expect(queue.body.resultData!.find((c) => c.userId === p.userId)).toMatchObject({ lastText: 'Çekimim nerede?', lastAuthor: 'player', waiting: 1, total: 1 });

      const reply = await admin<SupportMessage>('/admin/support/reply', { userId: p.userId, text: 'Merhaba, çekiminiz onaylandı.' });
      expect(reply.status).toBe(200);
      expect(reply.body.resultData).toMatchObject({ author: 'staff', isRead: false });
      expect(pushed).toEqual([{ type: 'support:message-received', data: { conversationId: p.userId, unread: 1 } }]);

      const page = (await messages(p.token)).body.resultData!;
      expect(page.unread).toBe(1);
      expect(page.list.map((m) => [m.author, m.isRead])).toEqual([
        ['staff', false],
        ['system', true],
        ['player', true],
      ]);
      // Answered: no longer waiting.
      const waiting = await admin<SupportConversation[]>('/admin/support/conversations', { waiting: true });
      expect(waiting.body.resultData!.some((c) => c.userId === p.userId)).toBe(false);
      const all = await admin<SupportConversation[]>('/admin/support/conversations', { waiting: false });
      expect(all.body.resultData!.find((c) => c.userId === p.userId)).toMatchObject({ lastAuthor: 'staff', waiting: 0, total: 2 });

      const read = await t.post<{ unread: number }>('/support/read', {}, { token: p.token });
      expect(read.body.resultData).toEqual({ unread: 0 });
      expect((await messages(p.token)).body.resultData!.list[0]).toMatchObject({ author: 'staff', isRead: true });

      const thread = await admin<SupportMessagePage>('/admin/support/messages', { userId: p.userId });
      expect(thread.body.resultData!.total).toBe(3);

      // Answered: the next message starts a new wait and gets the note again.
      expect((await send(p.token, 'Teşekkürler, bir sorum daha var.')).body.resultData!.autoReply).toMatchObject({ author: 'system' });
    } finally {
      unsubscribe();
    }
  });

  it('says the answer time staff set for the market, in the player language; bad settings are a localized 400', async () => {
    const settingsOf = async () => (await admin<SupportSettings>('/admin/support/settings/get', {})).body.resultData!;
    expect(await settingsOf()).toMatchObject({ replyMinutes: SUPPORT_REPLY_MINUTES_DEFAULT });
    try {
      const set = await admin<SupportSettings>('/admin/support/settings/set', { replyMinutes: 30 });
      expect(set.status).toBe(200);
      expect(set.body.resultData).toMatchObject({ replyMinutes: 30, updatedBy: 'destek-ayse', updateTime: expect.any(String) });
      expect((await t.post<SupportInfo>('/support/info', {})).body.resultData!.replyMinutes).toBe(30);

      const en = await send((await player()).token, 'Where is my withdrawal?', 'en');
      expect(en.body.resultData!.autoReply!.text).toBe('We have your message. We usually answer within 30 min; our answer will appear on this page.');
      const zh = await send((await player()).token, '你好', 'zh-CN');
      expect(zh.body.resultData!.autoReply!.text).toContain('30 分钟内回复');

      for (const [replyMinutes, lang, msg] of [
        [0, 'en', 'The answer time must be a whole number of minutes from 1 to 1440.'],
        [1441, 'tk', 'Yanıt süresi 1 ile 1440 dakika arasında bir tam sayı olmalıdır.'],
        [2.5, 'en', 'The answer time must be a whole number of minutes from 1 to 1440.'],
        ['on beş', 'en', 'The answer time must be a whole number of minutes from 1 to 1440.'],
      ] as const) {
        const bad = await t.post('/admin/support/settings/set', { replyMinutes }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': lang } });
        expect([replyMinutes, bad.status, bad.body.code, bad.body.msg]).toEqual([replyMinutes, 400, 'VALIDATION_FAILED', msg]);
      }
      expect((await settingsOf()).replyMinutes).toBe(30);
      expect((await t.post('/admin/support/settings/set', { replyMinutes: 5 })).status).toBeGreaterThanOrEqual(401);
      expect((await settingsOf()).replyMinutes).toBe(30);

      const audit = await admin<Array<{ action: string; oldValue: unknown; newValue: unknown }>>('/admin/support/audit', {});
      expect(audit.body.resultData!.find((a) => a.action === 'settings.set')).toMatchObject({ oldValue: { replyMinutes: SUPPORT_REPLY_MINUTES_DEFAULT }, newValue: { replyMinutes: 30 } });
    } finally {
      await admin('/admin/support/settings/set', { replyMinutes: SUPPORT_REPLY_MINUTES_DEFAULT });
    }
  });

  it('keeps the note out of the staff queue: the last text is the player one', async () => {
    const p = await player();
    await send(p.token, 'Bonusum görünmüyor');
    const queue = await admin<SupportConversation[]>('/admin/support/conversations', {});
    expect(queue.body.resultData!.find((c) => c.userId === p.userId)).toMatchObject({ lastText: 'Bonusum görünmüyor', lastAuthor: 'player', waiting: 1, total: 1 });
  });

  it('refuses an answer to an unknown player or an empty answer', async () => {
    const unknown = await t.post('/admin/support/reply', { userId: 2_000_000_000, text: 'hi' }, { headers: { 'x-admin-token': t.config.adminToken, 'accept-language': 'en' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'SUPPORT_PLAYER_NOT_FOUND', msg: 'Player not found.' });
    const empty = await admin('/admin/support/reply', { userId: 1, text: '' });
    expect(empty.status).toBe(400);
  });
});
