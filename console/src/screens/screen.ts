import type { ComponentType, LazyExoticComponent } from 'react';
import type { TStaffRole } from '../api/types';

/**
 * One screen of the console. A feature adds its staff screen by writing a folder under `screens/` whose
 * `index.ts` default-exports `defineScreen({...})`, and one line in `screens/index.ts`: the menu, the route,
 * the title and the role guard follow from it.
 */
export interface TScreen {
  /** URL path under the console's root, without a leading slash: 'markets', 'support'. */
  path: string;
  /** The menu entry and the page heading. */
  title: string;
  /** Its i18next key ('players:title'), for screens whose texts are in src/i18n; `title` stays the English fallback. */
  titleKey?: string;
  /** A short glyph shown before the title in the menu. */
  icon: string;
  /** The weakest role that may open it (the API enforces each endpoint's own role anyway). */
  role: TStaffRole;
  section: 'releases' | 'operations' | 'admin';
  /** Loaded on first visit (its own chunk). */
  component: LazyExoticComponent<ComponentType>;
}

export const defineScreen = (screen: TScreen): TScreen => screen;
