// The small part of fontkit (pdfkit's own font engine) this package calls: glyph coverage.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
