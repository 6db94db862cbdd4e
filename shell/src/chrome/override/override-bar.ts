import { i18n } from '@casino/shared';
import { OVERRIDE_STORAGE_KEY, type TOverrideRefusal, type TOverrides } from '../../registry/override';
import { barHost } from '../bar-host';

const t = (key: string, values?: Record<string, string>) => i18n.t(`shell:override.${key}`, values ?? {});

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
