import type { ReactElement } from 'react';

// Each reel symbol as simple vector art on a 100 × 100 box. Flat colours only, so hundreds of
// cells on a reel strip stay cheap to paint and need no unique gradient ids.

const letter = (text: string, fill: string, size = 64): ReactElement => (
  <text x="50" y="52" textAnchor="middle" dominantBaseline="central" fontSize={size} fontWeight="800" fontFamily="Georgia, serif" fill={fill} stroke="#1b1330" strokeWidth="2">
    {text}
  </text>
);

const bars = (count: number): ReactElement => {
  const height = 18;
  const gap = 6;
  const top = 50 - (count * height + (count - 1) * gap) / 2;
  return (
    <g>
      {Array.from({ length: count }, (_, i) => (
        <g key={i}>
          <rect x="14" y={top + i * (height + gap)} width="72" height={height} rx="4" fill="#1b1330" stroke="#f2c14e" strokeWidth="3" />
          <text x="50" y={top + i * (height + gap) + height / 2 + 1} textAnchor="middle" dominantBaseline="central" fontSize="13" fontWeight="800" fill="#f2c14e">
            BAR
          </text>
        </g>
      ))}
    </g>
  );
};

const ART: Record<string, ReactElement> = {
  seven: letter('7', '#ef4444', 82),
  bar3: bars(3),
  bar2: bars(2),
  bar: bars(1),
  cherry: (
    <g>
      <path d="M34 62 C40 36 52 24 70 16 M66 62 C64 44 66 30 70 16" stroke="#15803d" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M70 16 C80 18 86 24 88 30 C78 30 72 26 70 16Z" fill="#22c55e" />
      <circle cx="32" cy="68" r="16" fill="#dc2626" stroke="#7f1d1d" strokeWidth="3" />
      <circle cx="66" cy="68" r="16" fill="#dc2626" stroke="#7f1d1d" strokeWidth="3" />
      <circle cx="27" cy="62" r="4" fill="#fecaca" />
      <circle cx="61" cy="62" r="4" fill="#fecaca" />
    </g>
  ),
  blank: <g />,
  wild: (
    <g>
      <path d="M50 6 L61 36 L94 38 L68 58 L77 90 L50 72 L23 90 L32 58 L6 38 L39 36Z" fill="#7c3aed" stroke="#f2c14e" strokeWidth="4" strokeLinejoin="round" />
      <text x="50" y="54" textAnchor="middle" dominantBaseline="central" fontSize="17" fontWeight="900" fill="#ffd978">
        WILD
      </text>
    </g>
  ),
  pearl: (
    <g>
      <path d="M10 70 C20 40 80 40 90 70 C70 86 30 86 10 70Z" fill="#f472b6" stroke="#9d174d" strokeWidth="3" />
      <circle cx="50" cy="48" r="22" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="3" />
      <circle cx="42" cy="40" r="7" fill="#ffffff" />
    </g>
  ),
  dolphin: (
    <g>
      <path d="M12 62 C24 30 62 20 86 36 C78 38 74 42 72 46 C60 42 46 46 38 60 L46 74 L30 66 Z" fill="#38bdf8" stroke="#075985" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="74" cy="36" r="3" fill="#0c4a6e" />
      <path d="M52 30 L58 14 L66 30Z" fill="#0ea5e9" stroke="#075985" strokeWidth="2" />
    </g>
  ),
  turtle: (
    <g>
      <ellipse cx="46" cy="54" rx="30" ry="24" fill="#16a34a" stroke="#14532d" strokeWidth="3" />
      <path d="M46 32 L46 76 M20 54 L72 54 M30 38 L62 70 M62 38 L30 70" stroke="#14532d" strokeWidth="2" />
      <circle cx="84" cy="50" r="10" fill="#86efac" stroke="#14532d" strokeWidth="3" />
      <ellipse cx="24" cy="32" rx="8" ry="5" fill="#86efac" />
      <ellipse cx="24" cy="76" rx="8" ry="5" fill="#86efac" />
    </g>
  ),
  fish: (
    <g>
      <ellipse cx="44" cy="50" rx="30" ry="20" fill="#f97316" stroke="#7c2d12" strokeWidth="3" />
      <path d="M72 50 L92 32 L92 68Z" fill="#fb923c" stroke="#7c2d12" strokeWidth="3" strokeLinejoin="round" />
      <path d="M40 32 L40 68 M52 33 L52 67" stroke="#fff7ed" strokeWidth="5" />
      <circle cx="26" cy="46" r="4" fill="#1b1330" />
    </g>
  ),
  ace: letter('A', '#ef4444'),
  king: letter('K', '#3b82f6'),
  queen: letter('Q', '#a855f7'),
  jack: letter('J', '#22c55e'),
  ten: letter('10', '#f59e0b', 50),
  dragon: (
    <g>
      <circle cx="50" cy="50" r="40" fill="#b91c1c" stroke="#f2c14e" strokeWidth="4" />
      <text x="50" y="52" textAnchor="middle" dominantBaseline="central" fontSize="48" fontWeight="900" fill="#ffd978">
        龍
      </text>
    </g>
  ),
  lantern: (
    <g>
      <rect x="40" y="8" width="20" height="10" rx="2" fill="#f2c14e" />
      <ellipse cx="50" cy="50" rx="30" ry="34" fill="#dc2626" stroke="#7f1d1d" strokeWidth="3" />
      <path d="M50 16 L50 84 M34 22 C26 40 26 60 34 78 M66 22 C74 40 74 60 66 78" stroke="#fca5a5" strokeWidth="2" fill="none" />
      <rect x="40" y="82" width="20" height="8" rx="2" fill="#f2c14e" />
      <path d="M50 90 L50 98" stroke="#f2c14e" strokeWidth="3" />
    </g>
  ),
  koi: (
    <g>
      <path d="M10 50 C24 26 60 24 76 44 L92 30 L88 52 L94 72 L76 58 C60 76 24 74 10 50Z" fill="#fff7ed" stroke="#9a3412" strokeWidth="3" strokeLinejoin="round" />
      <path d="M30 36 C40 40 44 52 36 62 M54 34 C62 44 60 56 52 64" stroke="#ea580c" strokeWidth="8" fill="none" strokeLinecap="round" />
      <circle cx="22" cy="46" r="3.5" fill="#1b1330" />
    </g>
  ),
  coin: (
    <g>
      <circle cx="50" cy="50" r="38" fill="#f2c14e" stroke="#a16207" strokeWidth="4" />
      <circle cx="50" cy="50" r="28" fill="none" stroke="#a16207" strokeWidth="2" />
      <rect x="40" y="40" width="20" height="20" fill="#1b1330" stroke="#a16207" strokeWidth="3" />
    </g>
  ),
  fan: (
    <g>
      <path d="M50 84 L10 44 A56 56 0 0 1 90 44 Z" fill="#ec4899" stroke="#831843" strokeWidth="3" strokeLinejoin="round" />
      <path d="M50 84 L22 32 M50 84 L36 24 M50 84 L50 22 M50 84 L64 24 M50 84 L78 32" stroke="#fbcfe8" strokeWidth="2" />
      <circle cx="50" cy="84" r="5" fill="#f2c14e" />
    </g>
  ),
};

export interface SlotSymbolProps {
  symbol: string;
  /** The symbol's name (games.json `symbols.<id>`); without it the art is decoration. */
  label?: string;
  className?: string;
}

/** One reel symbol as vector art; an unknown id falls back to its first letter. */
export function SlotSymbol({ symbol, label, className }: SlotSymbolProps) {
  const art = ART[symbol] ?? letter(symbol.slice(0, 1).toUpperCase(), '#f4f1ff');
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      data-symbol={symbol}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {art}
    </svg>
  );
}
