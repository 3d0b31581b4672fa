// The parts of the astronomia package (Meeus's algorithms; a dev dependency) the calendar's cross-check test uses.
declare module 'astronomia/moonphase' {
  /** JDE (TT) of the new / full Moon nearest a decimal year. */
  const moonphase: { newMoon(year: number): number; full(year: number): number };
  export default moonphase;
}
declare module 'astronomia/eclipse' {
  const eclipse: {
    TYPE: Record<'None' | 'Partial' | 'Annular' | 'AnnularTotal' | 'Penumbral' | 'Umbral' | 'Total', number>;
    solar(year: number): { type: number };
    lunar(year: number): { type: number };
  };
  export default eclipse;
}
