/**
 * The sandbox gateway's own pages, served from its origin: the hosted checkout (e-wallet, card;
 * opened in the merchant's iframe or by redirect) and a sandbox "online banking" page a player uses
 * to send an EFT to the gateway's account. Inline HTML, CSS and script, no external assets.
 */
import { formatMoney } from '@casino/shared/format';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const PAGE_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src data:; form-action 'none'";

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#eef1f7;color:#1d2433;min-height:100vh;display:flex;justify-content:center;align-items:flex-start}
.card{width:100%;max-width:440px;margin:24px 12px;background:#fff;border-radius:14px;box-shadow:0 8px 30px rgba(20,30,60,.12);overflow:hidden}
.top{background:#0e5a8a;color:#fff;padding:16px 20px;display:flex;justify-content:space-between;align-items:center}
.top b{font-size:17px}.top small{opacity:.85}
.body{padding:20px;display:flex;flex-direction:column;gap:14px}
.amount{font-size:30px;font-weight:800;letter-spacing:.5px}.muted{color:#5d6882;font-size:13px}
label{display:flex;flex-direction:column;gap:6px;font-size:13px;font-weight:600;color:#3a4560}
input{font:inherit;font-size:16px;padding:11px 12px;border:1px solid #c6cfdf;border-radius:9px;width:100%;min-width:0}
input:focus{outline:2px solid #2f8fd8;border-color:transparent}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px}
button{font:inherit;font-size:16px;font-weight:700;padding:13px;border-radius:10px;border:0;cursor:pointer}
.pay{background:#0e8a4f;color:#fff}.pay:disabled{opacity:.6;cursor:wait}.cancel{background:transparent;color:#5d6882;border:1px solid #c6cfdf}
.result{padding:14px;border-radius:10px;font-weight:700;text-align:center}.ok{background:#e3f6ec;color:#0b6b3c}.bad{background:#fde8e8;color:#a11d1d}
.hidden{display:none}a.back{display:block;text-align:center;color:#0e5a8a;font-weight:700;padding:8px}
.badge{font-size:11px;font-weight:700;padding:2px 8px;border-radius:999px;background:#ffe08a;color:#5a4100}
`;

/** The gateway is Turkish: amounts as Turkish writes them (1.234,56), then the currency's code. */
const fmt = (minor: number) => formatMoney(minor, 'tk');

export interface TCheckoutView {
  gatewayOrderId: string;
  channel: 'papara' | 'm10' | 'card';
  amountMinor: number;
  currency: string;
  status: string;
  token: string;
  returnUrl: string | null;
  merchantOrderId: string;
}

const CHECKOUT_JS = `
const C = JSON.parse(document.getElementById('cfg').textContent);
const $ = (id) => document.getElementById(id);
const target = (() => { try { return C.returnUrl ? new URL(C.returnUrl).origin : '*'; } catch { return '*'; } })();
function done(status, reason) {
  $('form').classList.add('hidden');
  const r = $('result');
  r.textContent = status === 'paid' ? 'Ödeme alındı. Teşekkürler!' : reason === 'CANCELLED' ? 'Ödeme iptal edildi.' : 'Ödeme reddedildi.';
  r.className = 'result ' + (status === 'paid' ? 'ok' : 'bad');
  if (window.parent !== window) window.parent.postMessage({ type: 'sandbox-payments:checkout', orderId: C.merchantOrderId, status }, target);
  else if (C.returnUrl) { $('back').classList.remove('hidden'); setTimeout(() => { location.href = C.returnUrl; }, 1500); }
}
async function call(action, body) {
  $('pay').disabled = true;
  const res = await fetch('/payments/checkout/' + C.id + '/' + action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ t: C.token, ...body }) });
  const json = await res.json().catch(() => ({}));
  $('pay').disabled = false;
  if (res.ok) return done(json.status, json.reason);
  $('err').textContent = json.message || 'İşlem yapılamadı.';
}
if (C.status !== 'pending') done(C.status, null);
$('form').addEventListener('submit', (e) => {
  e.preventDefault();
  if (C.channel === 'card' && $('secure').classList.contains('hidden')) { $('secure').classList.remove('hidden'); $('pay').textContent = 'Onayla ve öde'; $('otp').focus(); return; }
  call('pay', C.channel === 'card' ? { cardNumber: $('number').value, otp: $('otp').value } : { account: $('account').value });
});
$('cancel').addEventListener('click', () => call('cancel', {}));
`;

export const checkoutPage = (v: TCheckoutView): string => {
  const fields =
    v.channel === 'card'
      ? `<label>Kart numarası<input id="number" name="cardNumber" inputmode="numeric" autocomplete="off" value="4242 4242 4242 4242"></label>
         <div class="row"><label>Son kullanma<input id="exp" value="12/30"></label><label>CVC<input id="cvc" inputmode="numeric" value="123"></label></div>
         <p class="muted">Test kartı 4000 0000 0000 0002 reddedilir.</p>
         <label id="secure" class="hidden">3-D Secure SMS kodu<input id="otp" name="otp" inputmode="numeric" value="123456"></label>`
      : `<label>${v.channel === 'm10' ? 'm10 numarası' : 'Papara numarası'}<input id="account" name="account" inputmode="numeric" value="${v.channel === 'm10' ? '994501234567' : '1234567890'}"></label>`;
  const title = v.channel === 'card' ? 'Kart ile öde' : v.channel === 'm10' ? 'm10 ile öde' : 'Papara ile öde';
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${CSS}</style></head><body>
<div class="card" data-testid="checkout"><div class="top"><b>Sandbox Pay</b><span class="badge">SANDBOX</span></div>
<div class="body"><div><div class="muted">${escapeHtml(title)} · Sipariş ${escapeHtml(v.merchantOrderId)}</div><div class="amount">${fmt(v.amountMinor)} ${escapeHtml(v.currency)}</div></div>
<form id="form">${fields}<p id="err" class="muted" role="alert"></p><button id="pay" class="pay" type="submit">Öde</button><button id="cancel" class="cancel" type="button">İptal</button></form>
<div id="result" class="hidden" role="status"></div><a id="back" class="back hidden" href="${escapeHtml(v.returnUrl ?? '#')}">Siteye dön</a></div></div>
<script id="cfg" type="application/json">${scriptJson({ id: v.gatewayOrderId, token: v.token, channel: v.channel, status: v.status, returnUrl: v.returnUrl, merchantOrderId: v.merchantOrderId })}</script>
<script>${CHECKOUT_JS}</script></body></html>`;
};

const BANK_JS = `
const $ = (id) => document.getElementById(id);
$('form').addEventListener('submit', async (e) => {
  e.preventDefault();
  $('send').disabled = true; $('result').className = 'hidden';
  const body = { fromName: $('from').value, toIban: $('iban').value, amount: $('amount').value, description: $('desc').value };
  const res = await fetch('/payments/bank/transfers', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  $('send').disabled = false;
  const r = $('result');
  r.className = 'result ' + (res.ok && json.outcome === 'matched' ? 'ok' : 'bad');
  r.textContent = !res.ok ? (json.message || 'Havale gönderilemedi.') : json.outcome === 'matched' ? 'Havale gönderildi ve alıcıya ulaştı.' : 'Havale iade edildi: açıklamadaki referans geçersiz veya süresi dolmuş.';
});
`;

/** The sandbox bank: a player's online banking, sending an EFT/havale to any IBAN. */
export const bankPage = (prefill: { toIban?: string; amount?: string; description?: string }): string => `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Bank</title><style>${CSS}.top{background:#5b2a86}</style></head><body>
<div class="card" data-testid="sandbox-bank"><div class="top"><b>Sandbox Bank · İnternet Şubesi</b><span class="badge">SANDBOX</span></div>
<form id="form" class="body"><h2 style="margin:0;font-size:18px">Havale / EFT</h2>
<label>Gönderen ad soyad<input id="from" name="fromName" required maxlength="80" value="Test Oyuncu"></label>
<label>Alıcı IBAN<input id="iban" name="toIban" required maxlength="40" autocomplete="off" value="${escapeHtml(prefill.toIban ?? '')}" placeholder="TR.."></label>
<label>Tutar (TRY)<input id="amount" name="amount" required inputmode="decimal" value="${escapeHtml(prefill.amount ?? '')}" placeholder="0,00"></label>
<label>Açıklama<input id="desc" name="description" required maxlength="140" value="${escapeHtml(prefill.description ?? '')}" placeholder="Referans kodu"></label>
<button id="send" class="pay" type="submit">Gönder</button><div id="result" class="hidden" role="status"></div></form></div>
<script>${BANK_JS}</script></body></html>`;

export const messagePage = (message: string): string =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pay</title><style>${CSS}</style></head><body><div class="card"><div class="top"><b>Sandbox Pay</b></div><div class="body"><p>${escapeHtml(message)}</p></div></div></body></html>`;
