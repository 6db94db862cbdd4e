import type { TPrizeFont } from './types';

/** The text lines of a prize or a button, each in its own colour, size and weight. */
export function FontLines({ fonts }: { fonts: readonly TPrizeFont[] }) {
  return (
    <>
      {fonts.map((f, i) => (
        <span key={i} style={{ color: f.fontColor, fontSize: f.fontSize, fontWeight: f.fontWeight }}>
          {f.text}
        </span>
      ))}
    </>
  );
}
