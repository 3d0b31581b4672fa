// The rules every composed report keeps, in one place: a paragraph appears once per document (a text already used
// is skipped, with its factor); a section stops taking texts at its maximum length (texts come heaviest first, so the
// lightest are the ones left out); a section with no text is left out; sections follow the template's order.
import type { ReportBlock, ReportSection } from '@xingtu/contracts/report-document';
import type { ReportSectionSpec } from './template-specs.ts';

/** Length in 字 as the specs count it: every non-whitespace character, punctuation included. */
export const charCount = (text: string): number => [...text.replace(/\s/g, '')].length;

export interface SectionDraft {
  /** A titled text with the factor it read; false when skipped (already used, or the section is full). */
  entry(factor: string | null, heading: string, text: string): boolean;
  paragraph(text: string, factor?: string | null): boolean;
  table(columns: readonly string[], rows: readonly (readonly string[])[]): void;
  /** Characters of text taken so far (tables not counted). */
  readonly chars: number;
}

export class ReportDraft {
  private readonly usedTexts = new Set<string>();
  private readonly drafts = new Map<
    string,
    { title: string; factors: string[]; blocks: ReportBlock[]; chars: number }
  >();

  constructor(private readonly specs: readonly ReportSectionSpec[]) {}

  /** Fill the section `key` of the template (throws for a key it does not declare); `title` replaces the spec's. */
  section(key: string, fill: (s: SectionDraft) => void, title?: string): void {
    const spec = this.specs.find((s) => s.key === key);
    if (!spec) throw new RangeError(`section ${key} is not in the template`);
    if (this.drafts.has(key)) throw new RangeError(`section ${key} filled twice`);
    const state = {
      title: title ?? spec.title,
      factors: [] as string[],
      blocks: [] as ReportBlock[],
      chars: 0,
    };
    const take = (text: string, factor: string | null | undefined, block: ReportBlock): boolean => {
      const n = charCount(text);
      if (this.usedTexts.has(text) || state.chars + n > spec.maxChars) return false;
      this.usedTexts.add(text);
      state.blocks.push(block);
      state.chars += n;
      if (factor && !state.factors.includes(factor)) state.factors.push(factor);
      return true;
    };
    fill({
      entry: (factor, heading, text) => take(text, factor, { kind: 'entry', heading, text }),
      paragraph: (text, factor) => take(text, factor, { kind: 'paragraph', text }),
      table: (columns, rows) => {
        if (rows.length > 0)
          state.blocks.push({ kind: 'table', columns: [...columns], rows: rows.map((r) => [...r]) });
      },
      get chars() {
        return state.chars;
      },
    });
    this.drafts.set(key, state);
  }

  /** The filled sections in template order; those without any text are left out. */
  sections(): ReportSection[] {
    const out: ReportSection[] = [];
    for (const spec of this.specs) {
      const d = this.drafts.get(spec.key);
      if (!d || d.chars === 0) continue;
      out.push({ key: spec.key, title: d.title, factors: d.factors, blocks: d.blocks });
    }
    return out;
  }
}
