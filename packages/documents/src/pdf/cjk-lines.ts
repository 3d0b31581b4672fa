// Line breaking for Chinese text (pure, no PDF): a line may break between any two Chinese characters, but
// closing punctuation never starts a line and opening punctuation never ends one (禁则); Latin words and
// numbers stay whole; a paragraph does not end on a lone character or two when the line above can spare one.

/** Must not start a line: they cling to the character before them. */
const NO_LINE_START = new Set([...'，。、；：！？）」』”’》〉】〕…—·％%,.;:!?)]}']);
/** Must not end a line: they cling to the character after them. */
const NO_LINE_END = new Set([...'（「『“‘《〈【〔([{']);

const isSpace = (ch: string) => ch === ' ' || ch === '\t';
/** Characters that join their neighbours into one unbreakable word (Latin letters, digits, °′…). */
const isWordChar = (ch: string) => /[\p{Script=Latin}\p{N}°′″'\-_/+.#@&]/u.test(ch) && !NO_LINE_START.has(ch);

/** Splits text into the smallest pieces a line may break between. */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let pendingOpen = '';
  for (const ch of text) {
    const last = units.length - 1;
    if (isSpace(ch)) {
      if (pendingOpen) {
        units.push(pendingOpen);
        pendingOpen = '';
      }
      units.push(ch);
    } else if (NO_LINE_END.has(ch)) {
      pendingOpen += ch;
    } else if (NO_LINE_START.has(ch) && last >= 0 && !isSpace(units[last]!) && !pendingOpen) {
      units[last] += ch;
    } else if (isWordChar(ch) && last >= 0 && !pendingOpen && isWordChar([...units[last]!].at(-1)!)) {
      units[last] += ch;
    } else {
      units.push(pendingOpen + ch);
      pendingOpen = '';
    }
  }
  if (pendingOpen) units.push(pendingOpen);
  return units;
}

export interface BrokenLine {
  text: string;
  /** Natural width of the text: the sum of its pieces' widths (trailing spaces dropped). */
  width: number;
  /** Whether the line ends its paragraph (it is then not stretched to the full width). */
  last: boolean;
}

/**
 * Breaks text into lines no wider than `width` (the first line `indent` narrower), measuring with `widthOf`.
 * Newlines in the text end a paragraph.
 */
export function breakLines(
  text: string,
  width: number,
  widthOf: (s: string) => number,
  indent = 0,
): BrokenLine[] {
  const out: BrokenLine[] = [];
  text.split('\n').forEach((paragraph, p) => {
    const lines: { units: string[]; widths: number[] }[] = [{ units: [], widths: [] }];
    let used = 0;
    const limit = () => width - (p === 0 && lines.length === 1 ? indent : 0);
    for (const unit of breakUnits(paragraph)) {
      const w = widthOf(unit);
      const line = lines[lines.length - 1]!;
      if (line.units.length > 0 && used + w > limit() + 0.01) {
        if (isSpace(unit)) continue; // a space at a break is dropped
        lines.push({ units: [unit], widths: [w] });
        used = w;
      } else if (!(line.units.length === 0 && isSpace(unit) && lines.length > 1)) {
        line.units.push(unit);
        line.widths.push(w);
        used += w;
      }
    }
    // No lone character or two on the last line when the line above can give one.
    const lastLine = lines[lines.length - 1]!;
    const above = lines[lines.length - 2];
    if (
      above &&
      above.units.length > 4 &&
      [...lastLine.units.join('')].length <= 2 &&
      !isSpace(above.units.at(-1)!)
    ) {
      lastLine.units.unshift(above.units.pop()!);
      lastLine.widths.unshift(above.widths.pop()!);
    }
    lines.forEach((line, i) => {
      while (line.units.length > 0 && isSpace(line.units.at(-1)!)) {
        line.units.pop();
        line.widths.pop();
      }
      out.push({
        text: line.units.join(''),
        width: line.widths.reduce((a, b) => a + b, 0),
        last: i === lines.length - 1,
      });
    });
  });
  return out;
}
