import type { IconName } from '@/content/types';

/** One 24x24 icon: its path data, filled (brand glyphs) or stroked. */
export type IconDrawing = { d: string[]; filled?: boolean };

/**
 * 24x24 stroke icons (after Lucide, ISC licence), drawn inline so they cost no request and no JS.
 * Brand glyphs (whatsapp, facebook, ...) are filled; the rest are stroked.
 */
export const arrowLeft: IconDrawing = { d: ['M19 12H5', 'M12 19l-7-7 7-7'] };
export const arrowRight: IconDrawing = { d: ['M5 12h14', 'M12 5l7 7-7 7'] };
export const arrowUp: IconDrawing = { d: ['M12 19V5', 'M5 12l7-7 7 7'] };
export const award: IconDrawing = {
  d: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.2 13.9 7 22l5-3 5 3-1.2-8.1'],
};
export const bank: IconDrawing = {
  d: ['M3 21h18', 'M3 10h18', 'M5 6l7-3 7 3', 'M4 10v11', 'M20 10v11', 'M8 14v3', 'M12 14v3', 'M16 14v3'],
};
export const building: IconDrawing = {
  d: [
    'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18z',
    'M6 12H4a2 2 0 0 0-2 2v8h4',
    'M18 9h2a2 2 0 0 1 2 2v11h-4',
    'M10 6h4',
    'M10 10h4',
    'M10 14h4',
    'M10 18h4',
  ],
};
export const calendar: IconDrawing = {
  d: [
    'M8 2v4',
    'M16 2v4',
    'M3 10h18',
    'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  ],
};
export const check: IconDrawing = { d: ['M20 6 9 17l-5-5'] };
export const clipboard: IconDrawing = {
  d: [
    'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z',
    'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
    'M9 12h6',
    'M9 16h6',
  ],
};
export const clock: IconDrawing = { d: ['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2'] };
export const close: IconDrawing = { d: ['M18 6 6 18', 'M6 6l12 12'] };
export const crane: IconDrawing = {
  d: ['M4 22V4', 'M4 4h16', 'M8 4 4 8', 'M16 4v6', 'M14 10h4v3h-4z', 'M2 22h6', 'M4 10l4-6'],
};
export const document: IconDrawing = {
  d: [
    'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z',
    'M14 2v6h6',
    'M16 13H8',
    'M16 17H8',
    'M10 9H8',
  ],
};
export const download: IconDrawing = {
  d: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3'],
};
export const eye: IconDrawing = {
  d: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
};
export const facebook: IconDrawing = {
  filled: true,
  d: [
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2H7.6v3.5h2.7V22H14v-10h2.7l.4-3.5z',
  ],
};
export const factory: IconDrawing = {
  d: ['M2 20h20', 'M4 20V10l5 3V10l5 3V6l6 3v11', 'M8 16h1', 'M12 16h1', 'M16 16h1'],
};
export const hardHat: IconDrawing = {
  d: ['M2 18h20v2H2z', 'M4 18v-3a8 8 0 0 1 16 0v3', 'M10 7V5a2 2 0 0 1 4 0v2', 'M9 18v-6', 'M15 18v-6'],
};
export const heart: IconDrawing = {
  d: [
    'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z',
  ],
};
export const instagram: IconDrawing = {
  d: [
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
    'M16 11.4A4 4 0 1 1 12.6 8a4 4 0 0 1 3.4 3.4z',
    'M17.5 6.5h.01',
  ],
};
export const leaf: IconDrawing = {
  d: [
    'M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z',
    'M2 21c0-3 1.9-5.4 5.2-6.1',
  ],
};
export const linkedin: IconDrawing = {
  filled: true,
  d: [
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  ],
};
export const mail: IconDrawing = {
  d: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', 'M22 6l-10 7L2 6'],
};
export const mapPin: IconDrawing = {
  d: ['M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z', 'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'],
};
export const menu: IconDrawing = { d: ['M4 7h16', 'M4 12h16', 'M4 17h10'] };
export const phone: IconDrawing = {
  d: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z',
  ],
};
export const road: IconDrawing = { d: ['M4 22 9 2', 'M20 22 15 2', 'M12 4v3', 'M12 11v3', 'M12 18v3'] };
export const ruler: IconDrawing = {
  d: [
    'M21.3 8.7 8.7 21.3a1 1 0 0 1-1.4 0l-4.6-4.6a1 1 0 0 1 0-1.4L15.3 2.7a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4z',
    'M7.5 10.5l2 2',
    'M10.5 7.5l2 2',
    'M13.5 4.5l2 2',
    'M4.5 13.5l2 2',
  ],
};
export const shield: IconDrawing = { d: ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4'] };
export const ship: IconDrawing = {
  d: [
    'M2 21c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1 .6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1',
    'M19.4 17 21 12l-9-4-9 4 1.6 5',
    'M12 8V2',
    'M8 4h8v4H8z',
  ],
};
export const target: IconDrawing = {
  d: [
    'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
    'M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
    'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  ],
};
export const truck: IconDrawing = {
  d: [
    'M1 3h15v13H1z',
    'M16 8h4l3 3v5h-7z',
    'M5.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    'M18.5 21a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
};
export const users: IconDrawing = {
  d: [
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 21v-2a4 4 0 0 0-3-3.9',
    'M16 3.1a4 4 0 0 1 0 7.8',
  ],
};
export const whatsapp: IconDrawing = {
  filled: true,
  d: [
    'M12 2a9.9 9.9 0 0 0-8.5 15l-1.4 5 5.2-1.4A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3.1.8.8-3-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3z',
  ],
};
export const wrench: IconDrawing = {
  d: [
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  ],
};
export const youtube: IconDrawing = {
  filled: true,
  d: [
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  ],
};
export const zap: IconDrawing = { d: ['M13 2 3 14h9l-1 8 10-12h-9z'] };

/**
 * Every icon by name, for icons named in content/ and drawn by server components (the `Icon`
 * component). A client component imports the drawings it needs by name and draws them with `Glyph`,
 * so its chunk carries those icons only, not this table.
 */
export const iconDrawings = {
  arrowLeft,
  arrowRight,
  arrowUp,
  award,
  bank,
  building,
  calendar,
  check,
  clipboard,
  clock,
  close,
  crane,
  document,
  download,
  eye,
  facebook,
  factory,
  hardHat,
  heart,
  instagram,
  leaf,
  linkedin,
  mail,
  mapPin,
  menu,
  phone,
  road,
  ruler,
  shield,
  ship,
  target,
  truck,
  users,
  whatsapp,
  wrench,
  youtube,
  zap,
} satisfies Record<IconName, IconDrawing>;
