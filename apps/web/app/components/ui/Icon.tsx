import type { MenuIcon } from '@xingtu/contracts/menus';

// A small line-icon set for the menus (24 × 24, stroke follows the text colour).
const PATHS: Record<MenuIcon | 'menu' | 'close' | 'user' | 'search' | 'back' | 'chevron', string> = {
  wallet: 'M3 7h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3zM3 7l12-3v3M16 13h2',
  order: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  purchased: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2M9 14l2 2 4-4',
  course: 'M3 5h7a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H3zM21 5h-7a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h7z',
  report: 'M7 3h8l4 4v14H7zM15 3v4h4M10 13h6M10 17h6',
  homework: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  exam: 'M8 3h8v3H8zM6 5H5v16h14V5h-1M9 13l2 2 4-4',
  booking: 'M4 6h16v14H4zM4 10h16M9 3v5M15 3v5',
  certificate: 'M5 4h14v11H5zM9 15l-1 6 4-2 4 2-1-6M9 8h6',
  favourite: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  profiles: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M17 11a3 3 0 1 0 0-6M16 14a6 6 0 0 1 6 6',
  information: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  account: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  isar: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  apply: 'M12 5v14M5 12h14',
  consulting: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  chevron: 'M6 9l6 6 6-6',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
