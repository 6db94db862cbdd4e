import { colourOf, WHEEL_ORDER } from '@provider/engines/roulette';

const FILL = { red: '#c8102e', black: '#17181c', green: '#0a8f3c' } as const;
const STEP = 360 / WHEEL_ORDER.length;

/** The single-zero wheel; `turn` (degrees) brings the winning pocket under the marker at the top. */
export function RouletteWheel({ pocket, turns, spinning, reducedMotion }: { pocket: number | null; turns: number; spinning: boolean; reducedMotion: boolean }) {
  const index = pocket === null ? 0 : WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  const angle = turns * 360 - index * STEP;
  return (
    <div class="gc-wheel" aria-hidden="true">
      <svg viewBox="-110 -110 220 220">
        <g style={{ transform: `rotate(${angle}deg)`, transition: reducedMotion || !spinning ? 'none' : 'transform 3.2s cubic-bezier(.15,.65,.2,1)' }}>
          <circle r="108" fill="#5b3a1a" />
          {WHEEL_ORDER.map((n, i) => {
            const a0 = ((i - 0.5) * STEP - 90) * (Math.PI / 180);
            const a1 = ((i + 0.5) * STEP - 90) * (Math.PI / 180);
            const p = (r: number, a: number) => `${(r * Math.cos(a)).toFixed(2)},${(r * Math.sin(a)).toFixed(2)}`;
            const mid = (i * STEP - 90) * (Math.PI / 180);
            return (
              <g key={n}>
                <path d={`M${p(60, a0)} L${p(100, a0)} A100,100 0 0 1 ${p(100, a1)} L${p(60, a1)} A60,60 0 0 0 ${p(60, a0)}`} fill={FILL[colourOf(n)]} stroke="#d4af37" stroke-width=".6" />
                <text x={(88 * Math.cos(mid)).toFixed(2)} y={(88 * Math.sin(mid)).toFixed(2)} transform={`rotate(${i * STEP} ${(88 * Math.cos(mid)).toFixed(2)} ${(88 * Math.sin(mid)).toFixed(2)})`} font-size="8" fill="#fff" text-anchor="middle" dominant-baseline="middle" font-weight="700">
                  {n}
                </text>
              </g>
            );
          })}
          <circle r="58" fill="#2b1a0b" stroke="#d4af37" stroke-width="2" />
          <circle r="18" fill="#d4af37" />
        </g>
        <path d="M0,-104 l-6,-6 h12z" fill="#fff" />
        {pocket !== null && !spinning && <circle cx="0" cy="-72" r="5" fill="#fff" stroke="#999" />}
      </svg>
    </div>
  );
}
