const GLYPHS: Record<string, string> = {
  home: '⌂', sport: '◈', favorite: '★', recent: '⟲', records: '☰', support: '☏', profile: '☺', promotions: '✪',
  wheel: '◎', hot: '♨', new: '✦', menu: '☰', share: '⇪', vip: '♛', coin: '¢', search: '⌕', close: '✕', chevron: '▾', mail: '✉',
};

/** Decorative glyph of a menu icon name; text next to it carries the meaning. */
export function Icon({ name, className }: { name?: string; className?: string }) {
  return (
    <span className={`shell-icon ${className ?? ''}`} aria-hidden="true">
      {GLYPHS[name ?? ''] ?? '•'}
    </span>
  );
}
