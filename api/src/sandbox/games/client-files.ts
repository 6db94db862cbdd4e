import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../lib/paths';

/**
 * The built game client (game-client/dist, made by the normal build): index.html (a game) and
 * sportsbook.html (the sportsbook) get the session's
 * config injected; the hashed assets are served as they are, cached for a year.
 */
export const clientDistDir = (env: NodeJS.ProcessEnv = process.env): string => env.GAME_CLIENT_DIST ?? path.join(repoRoot(), 'game-client', 'dist');

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json' };
const SAFE_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css|svg)$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const createClientFiles = (dir: string) => {
  return {
    /** Read at every launch (a few hundred bytes): a rebuild while the provider runs is served at once. */
    async page(config: { session: string; lang: string; title: string }, template = 'index.html'): Promise<string | undefined> {
      const html = await readFile(path.join(dir, template), 'utf8').catch(() => undefined);
      if (html === undefined) return undefined;
      return html
        .replace('<html lang="tr">', `<html lang="${config.lang === 'tk' ? 'tr' : escapeHtml(config.lang)}">`)
        .replace('<title>Game</title>', `<title>${escapeHtml(config.title)}</title>`)
        .replace('</head>', `<script id="cfg" type="application/json">${scriptJson(config)}</script></head>`);
    },
    async asset(name: string): Promise<{ body: Buffer; type: string } | undefined> {
      if (!SAFE_NAME.test(name)) return undefined;
      const body = await readFile(path.join(dir, name)).catch(() => undefined);
      return body ? { body, type: TYPES[path.extname(name)] ?? 'application/octet-stream' } : undefined;
    },
  };
};

export const errorPage = (message: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Game</title></head><body style="font-family:system-ui,sans-serif;background:#0f1420;color:#eee;display:grid;place-items:center;height:100vh;margin:0;text-align:center;padding:16px"><p>${escapeHtml(message)}</p></body></html>`;
