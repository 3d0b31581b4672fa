import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reads a PDF back the way a reader's viewer does (pdf.js): its pages' text lines, for the tests.

export interface PdfText {
  numPages: number;
  /** Per page, the text lines top to bottom: the items on one baseline joined, white space removed. */
  pages: string[][];
  /** Per page, each text item's string and width in points (one item is one line of a paragraph). */
  items: { str: string; width: number }[][];
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[][] = [];
  const items: PdfText['items'] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const lines = new Map<number, string>();
    items.push([]);
    for (const item of content.items) {
      if (!('str' in item)) continue;
      items[items.length - 1]!.push({ str: item.str, width: item.width });
      const y = Math.round(item.transform[5] as number);
      lines.set(y, (lines.get(y) ?? '') + item.str);
    }
    pages.push(
      [...lines.entries()]
        .sort((a, b) => b[0] - a[0])
        .map(([, text]) => text.replace(/\s+/g, ''))
        .filter((line) => line !== ''),
    );
  }
  await pdf.destroy();
  return { numPages: pdf.numPages, pages, items };
}
