// Console helpers shared by start.mjs and test.mjs: colours only on a terminal, prefixed child output.
import { stripVTControlCharacters } from 'node:util';

const useColor = () =>
  !process.env.NO_COLOR && (Boolean(process.env.FORCE_COLOR && process.env.FORCE_COLOR !== '0') || process.stdout.isTTY);

const paint = (code) => (text) => (useColor() ? `\x1b[${code}m${text}\x1b[0m` : String(text));

export const c = {
  bold: paint('1'),
  dim: paint('2'),
  red: paint('31'),
  green: paint('32'),
  yellow: paint('33'),
  blue: paint('34'),
  magenta: paint('35'),
  cyan: paint('36'),
};

const PREFIX_COLORS = [c.cyan, c.magenta, c.blue, c.yellow, c.green];
const prefixColor = new Map();

/** A stable colour per prefix, so interleaved logs stay readable. */
const colorFor = (name) => {
  if (!prefixColor.has(name)) prefixColor.set(name, PREFIX_COLORS[prefixColor.size % PREFIX_COLORS.length]);
  return prefixColor.get(name);
};

export const info = (msg) => console.log(`${c.dim('›')} ${msg}`);
export const warn = (msg) => console.warn(`${c.yellow('!')} ${msg}`);
export const fail = (msg) => console.error(`${c.red('✖')} ${msg}`);

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
const LEVEL_COLOR = { warn: c.yellow, error: c.red, fatal: c.red };

/**
 * One pino JSON line as `level msg key=value ...`, for people at a terminal; anything else unchanged.
 * Pipes and CI keep the JSON (see lineSink's `pretty`).
 */
export const prettyLogLine = (line) => {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  const name = LEVELS[record.level];
  if (!name || typeof record.msg !== 'string') return line;
  const { level: _l, time: _t, pid: _p, hostname: _h, service: _s, msg, reqId, req, res, responseTime, ...rest } = record;
  const parts = [(LEVEL_COLOR[name] ?? c.dim)(name.padEnd(5)), msg];
  if (req) parts.push(`${req.method} ${req.url}`);
  if (res) parts.push(`${res.statusCode}${typeof responseTime === 'number' ? ` in ${responseTime.toFixed(1)} ms` : ''}`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  if (reqId) parts.push(c.dim(`req=${String(reqId).slice(0, 8)}`));
  return parts.join(' ');
};

/**
 * Splits a child's stream into lines and writes each with `[name] ` in front; keeps the last lines so a
 * crash report can show them even when live output is hidden.
 */
export const lineSink = (name, { write = true, stream = process.stdout, keep = 60, width = 0, pretty = Boolean(stream.isTTY) } = {}) => {
  let partial = '';
  const tail = [];
  const label = colorFor(name)(`[${name}]`.padEnd(width + 2));
  const emit = (line) => {
    tail.push(stripVTControlCharacters(line));
    if (tail.length > keep) tail.shift();
    if (write) stream.write(`${label} ${pretty ? prettyLogLine(line) : line}\n`);
  };
  return {
    push(chunk) {
      const text = partial + chunk.toString();
      const lines = text.split(/\r?\n/);
      partial = lines.pop() ?? '';
      lines.forEach(emit);
    },
    flush() {
      if (partial) emit(partial);
      partial = '';
    },
    tail: () => tail.join('\n'),
  };
};
