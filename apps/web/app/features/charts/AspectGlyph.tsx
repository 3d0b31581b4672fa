import type { ReactNode } from 'react';
import type { AspectId } from '@xingtu/contracts/astrology';

// The aspect symbols drawn as our own small line art, so they show on every device: few fonts carry
// the sextile, quincunx, semi-sextile and sesquiquadrate signs. Quintiles are written Q and bQ.

const SHAPES: Partial<Record<AspectId, ReactNode>> = {
  conjunction: (
    <>
      <circle cx="5.5" cy="8.5" r="3.3" />
      <line x1="7.9" y1="6.1" x2="12.5" y2="1.5" />
    </>
  ),
  opposition: (
    <>
      <circle cx="3.8" cy="10.2" r="2.4" />
      <circle cx="10.2" cy="3.8" r="2.4" />
      <line x1="5.5" y1="8.5" x2="8.5" y2="5.5" />
    </>
  ),
  trine: <path d="M7 1.8 L12.6 12 L1.4 12 Z" />,
  square: <rect x="2.2" y="2.2" width="9.6" height="9.6" />,
  sextile: (
    <>
      <line x1="7" y1="1.2" x2="7" y2="12.8" />
      <line x1="2" y1="4.1" x2="12" y2="9.9" />
      <line x1="2" y1="9.9" x2="12" y2="4.1" />
    </>
  ),
  quincunx: <path d="M2 2 L7 8 L12 2 M7 8 L7 12.5 M3.5 12.5 L10.5 12.5" />,
  semiSextile: <path d="M2 12 L7 6 L12 12 M7 6 L7 1.5 M3.5 1.5 L10.5 1.5" />,
  semiSquare: <path d="M12.5 2.5 L2 12 L12.5 12" />,
  sesquiquadrate: <path d="M2 12.5 L2 6.5 L8 6.5 L8 12.5 Z M8 6.5 L12.5 2 M5 6.5 L10.5 1.5" />,
};

const TEXT: Partial<Record<AspectId, string>> = { quintile: 'Q', biQuintile: 'bQ' };

export function AspectGlyph({ type, colour }: { type: AspectId; colour: string }) {
  const shape = SHAPES[type];
  if (!shape)
    return (
      <span className="aspect-glyph-text" style={{ color: colour }}>
        {TEXT[type] ?? '·'}
      </span>
    );
  return (
    <svg
      className="aspect-glyph"
      width="14"
      height="14"
      viewBox="0 0 14 14"
      fill="none"
      stroke={colour}
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-glyph={type}
    >
      {shape}
    </svg>
  );
}
