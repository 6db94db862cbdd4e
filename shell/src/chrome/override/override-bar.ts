import { i18n } from '@casino/shared';
import { OVERRIDE_STORAGE_KEY, type TOverrideRefusal, type TOverrides } from '../../registry/override';
import { barHost } from '../bar-host';

/** Its words live in its own chunk (not the shell's messages every page loads). */
const TEXTS = {
  tk: { active: 'Yerel sürüm: {{name}} → {{url}}', remove: 'Kaldır', refused: 'Yerel sürüm reddedildi: {{name}} → {{url}} (yalnızca geliştirme adresleri)', refusedProduction: 'Yerel sürüm canlı ortamda kullanılamaz: {{name}}' },
  en: { active: 'Local version: {{name}} → {{url}}', remove: 'Remove', refused: 'Local version refused: {{name}} → {{url}} (dev origins only)', refusedProduction: 'Local versions are not used in production: {{name}}' },
  'zh-CN': { active: '本地版本：{{name}} → {{url}}', remove: '移除', refused: '已拒绝本地版本：{{name}} → {{url}}（仅限开发来源）', refusedProduction: '生产环境不使用本地版本：{{name}}' },
} as const;

const t = (key: keyof (typeof TEXTS)['tk'], values: Record<string, string> = {}) => {
  const texts = TEXTS[(i18n.language in TEXTS ? i18n.language : 'tk') as keyof typeof TEXTS];
  return texts[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
};

/** Removes one override and reloads (the page then loads the registry's version). */
function remove(name: string): void {
  const url = new URL(location.href);
  url.searchParams.delete('override');
  url.searchParams.append('override', `${name}@`);
  location.assign(url.href);
}

/**
 * The unmistakable bar while a local override is active (a lazy chunk: the home page pays nothing without one),
 * with a "remove" button per override, and the notice for a refused one. Plain DOM, outside the React tree.
 */
export function showOverrideBar({ active, refused }: { active: TOverrides; refused: TOverrideRefusal[] }): HTMLElement {
  document.querySelector('[data-testid="override-bar"]')?.remove();
  const bar = document.createElement('div');
  bar.dataset.testid = 'override-bar';
  bar.setAttribute('role', 'status');
  bar.style.cssText =
    'background:#b00020;color:#fff;font:12px/1.4 system-ui,sans-serif;padding:4px 8px;display:flex;flex-direction:column;gap:2px';
  for (const [name, url] of Object.entries(active)) {
    const row = document.createElement('div');
    row.dataset.testid = 'override-active';
    const text = document.createElement('span');
    text.textContent = t('active', { name, url: url ?? '' });
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = t('remove');
    button.style.cssText = 'margin-left:8px;font:inherit';
    button.addEventListener('click', () => remove(name));
    row.append(text, button);
    bar.append(row);
  }
  for (const r of refused) {
    const row = document.createElement('div');
    row.dataset.testid = 'override-refused';
    row.textContent = t(r.reason === 'production' ? 'refusedProduction' : 'refused', { name: r.name, url: r.url });
    bar.append(row);
  }
  barHost().append(bar);
  return bar;
}

export { OVERRIDE_STORAGE_KEY };
