import type { TGameKind } from './provider.service';

export interface TPageConfig {
  session: string;
  mode: 'real' | 'demo';
  kind: TGameKind;
  gameName: string;
  currency: string;
  balanceMinor: number;
  rtpBps: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A theme colour from the game's name, so each catalogue game looks like itself. */
export const hueOf = (name: string): number => {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
};

export const errorPage = (message: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>Game</title></head><body style="font-family:sans-serif;background:#111;color:#eee;display:grid;place-items:center;height:100vh;margin:0"><p>${escapeHtml(message)}</p></body></html>`;

const CSS = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#fff;background:radial-gradient(circle at 50% 0,hsl(var(--h),70%,35%),hsl(var(--h),60%,8%));min-height:100vh;display:flex;flex-direction:column;align-items:center}
header{width:100%;display:flex;justify-content:space-between;align-items:center;padding:10px 16px;background:rgba(0,0,0,.35)}
h1{font-size:20px;margin:0;text-shadow:0 2px 6px #000}.bal{font-weight:700;font-size:18px}.mode{font-size:12px;padding:2px 8px;border-radius:10px;background:hsl(var(--h),80%,45%)}
main{flex:1;display:flex;flex-direction:column;align-items:center;gap:14px;padding:16px;width:100%;max-width:720px}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:rgba(0,0,0,.4);padding:10px;border-radius:14px;width:100%}
.cell{aspect-ratio:1;display:grid;place-items:center;font-size:clamp(22px,6vw,44px);background:linear-gradient(#fff,#ddd);color:#222;border-radius:10px;font-weight:800}
.cell.win{outline:4px solid gold;background:linear-gradient(#fff7c2,#ffd84d)}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:center}
button{font-size:18px;font-weight:700;padding:12px 28px;border:0;border-radius:30px;color:#fff;background:hsl(var(--h),85%,45%);box-shadow:0 4px 0 hsl(var(--h),85%,25%);cursor:pointer}
button:disabled{opacity:.5;cursor:wait}select,input{font-size:16px;padding:8px;border-radius:8px;border:0}
.msg{min-height:28px;font-size:20px;font-weight:700;text-align:center}.err{color:#ff9b9b}
.big{font-size:64px;font-weight:900;text-shadow:0 4px 10px #000}.pocket{width:110px;height:110px;border-radius:50%;display:grid;place-items:center;font-size:44px;font-weight:900;border:6px solid gold}
.red{background:#c0392b}.black{background:#222}.green{background:#1e8449}
table{width:100%;border-collapse:collapse;font-size:13px;background:rgba(0,0,0,.3);border-radius:8px}td,th{padding:4px 6px;text-align:left}
`;

/** The client: inline, no external assets. Money is integer minor units end to end; only display divides. */
const JS = `
const C = JSON.parse(document.getElementById('cfg').textContent);
const $ = (id) => document.getElementById(id);
const fmt = (m) => (m / 100).toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) + ' ' + C.currency;
const GLYPH = { SEVEN: '7', BAR: '▬', BELL: '♪', PLUM: '●', LEMON: '◆', CHERRY: '♥', BLANK: '·' };
let balance = C.balanceMinor;
const setBalance = (m) => { balance = m; $('bal').textContent = fmt(m); };
const say = (text, err) => { $('msg').textContent = text; $('msg').className = 'msg' + (err ? ' err' : ''); };
setBalance(balance);
async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: C.session, ...body }) });
  return { status: res.status, body: await res.json() };
}
async function recall() {
  const r = await post('/games/api/recall', {});
  if (r.status !== 200) return;
  $('recall').innerHTML = '<tr><th>Time</th><th>Stake</th><th>Win</th><th>Outcome</th></tr>' + r.body.rounds.map((x) =>
    '<tr><td>' + new Date(x.at).toLocaleTimeString() + '</td><td>' + fmt(x.stakeMinor) + '</td><td>' + fmt(x.winMinor) + '</td><td>' + describe(x) + '</td></tr>').join('');
}
function describe(x) {
  const o = x.outcome;
  if (x.kind === 'dice') return 'roll ' + (o.roll / 100).toFixed(2) + ' < ' + (o.target / 100).toFixed(2);
  if (x.kind === 'roulette') return o.pocket + ' ' + o.colour;
  return o.lines.length + ' line(s)';
}
const STAKES = [10, 50, 100, 200, 500, 1000, 5000];
function stakeSelect() {
  return '<select id="stake">' + STAKES.map((s) => '<option value="' + s + '"' + (s === 100 ? ' selected' : '') + '>' + fmt(s) + '</option>').join('') + '</select>';
}
function buildSlot() {
  $('game').innerHTML = '<div class="grid" id="grid">' + Array.from({ length: 15 }, (_, i) => '<div class="cell" id="c' + i + '">' + GLYPH.SEVEN + '</div>').join('') + '</div>' +
    '<div class="controls">' + stakeSelect() + '<button id="go">SPIN</button></div>';
}
function showSlot(o) {
  for (let reel = 0; reel < 5; reel++) for (let row = 0; row < 3; row++) {
    const el = $('c' + (row * 5 + reel)); el.textContent = GLYPH[o.grid[reel][row]]; el.className = 'cell';
  }
  const LINES = [[1,1,1,1,1],[0,0,0,0,0],[2,2,2,2,2],[0,1,2,1,0],[2,1,0,1,2],[0,0,1,2,2],[2,2,1,0,0],[1,0,0,0,1],[1,2,2,2,1],[0,1,1,1,0]];
  for (const w of o.lines) for (let reel = 0; reel < w.count; reel++) $('c' + (LINES[w.line][reel] * 5 + reel)).className = 'cell win';
}
function buildDice() {
  $('game').innerHTML = '<div class="big" id="roll">50.00</div><div class="controls"><label>Roll under <input id="target" type="range" min="100" max="9800" value="5000"></label><span id="odds"></span></div>' +
    '<div class="controls">' + stakeSelect() + '<button id="go">ROLL</button></div>';
  const odds = () => { const t = +$('target').value; $('odds').textContent = (t / 100).toFixed(2) + ' · chance ' + (t / 100).toFixed(2) + '% · pays x' + (Math.floor(C.rtpBps * 10000 / t) / 10000).toFixed(4); };
  $('target').oninput = odds; odds();
}
function buildRoulette() {
  const opts = [['red','Red'],['black','Black'],['odd','Odd'],['even','Even'],['low','1-18'],['high','19-36'],['dozen:1','1st 12'],['dozen:2','2nd 12'],['dozen:3','3rd 12'],['column:1','Column 1'],['column:2','Column 2'],['column:3','Column 3'],['straight','Number']];
  $('game').innerHTML = '<div class="pocket green" id="pocket">0</div><div class="controls"><select id="bet">' + opts.map((o) => '<option value="' + o[0] + '">' + o[1] + '</option>').join('') +
    '</select><input id="num" type="number" min="0" max="36" value="17" style="width:70px"></div><div class="controls">' + stakeSelect() + '<button id="go">SPIN</button></div>';
}
function request() {
  const stakeMinor = +$('stake').value;
  if (C.kind === 'dice') return { stakeMinor, target: +$('target').value };
  if (C.kind === 'roulette') {
    const [type, v] = $('bet').value.split(':');
    const value = type === 'straight' ? +$('num').value : v ? +v : undefined;
    return { bets: [{ type, value, amountMinor: stakeMinor }] };
  }
  return { stakeMinor };
}
async function play() {
  $('go').disabled = true; say('');
  try {
    const r = await post('/games/api/play', request());
    if (r.status !== 200) {
      if (r.body.balanceMinor !== undefined) setBalance(r.body.balanceMinor);
      say({ INSUFFICIENT_FUNDS: 'Insufficient balance', WALLET_UNAVAILABLE: 'Wallet unavailable: your bet was cancelled', BAD_BET: 'Invalid bet' }[r.body.error] || 'Error: ' + r.body.error, true);
      return;
    }
    const x = r.body, o = x.outcome;
    if (C.kind === 'slot') showSlot(o);
    if (C.kind === 'dice') $('roll').textContent = (o.roll / 100).toFixed(2);
    if (C.kind === 'roulette') { $('pocket').textContent = o.pocket; $('pocket').className = 'pocket ' + o.colour; }
    setBalance(x.balanceMinor);
    say(x.winMinor > 0 ? 'WIN ' + fmt(x.winMinor) : 'No win' + (x.settled ? '' : ' (settlement pending)'));
    if (C.mode === 'real') window.parent.postMessage({ type: 'casino:balance', totalAssetsMinor: x.balanceMinor }, '*');
    recall();
  } catch (e) { say('Network error', true); } finally { $('go').disabled = false; }
}
({ slot: buildSlot, dice: buildDice, roulette: buildRoulette })[C.kind]();
$('go').onclick = play;
recall();
`;

/** The self-contained game page (inline CSS and JS, no external assets), themed by the game's name. */
export const gamePage = (config: TPageConfig): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(config.gameName)}</title><style>:root{--h:${hueOf(config.gameName)}}${CSS}</style></head>
<body data-kind="${config.kind}"><header><h1>${escapeHtml(config.gameName)}</h1><span class="mode">${config.mode === 'demo' ? 'DEMO' : 'REAL'}</span><span class="bal" id="bal"></span></header>
<main><div id="game"></div><div class="msg" id="msg"></div><table id="recall"></table>
<small>RTP ${(config.kind === 'roulette' ? 97.3 : config.rtpBps / 100).toFixed(2)} % · outcomes drawn on the server</small></main>
<script id="cfg" type="application/json">${scriptJson(config)}</script><script>${JS}</script></body></html>`;
