// Report composition (issue #15 §1): a template and the people's charts → one ReportDocument
// (contracts/report-document.ts) that the report page, the PDF and the share image all render. Pure and
// deterministic: the same charts always give the same document.
import type { ReportDocument } from '@xingtu/contracts/report-document';
import type { ComposedExtras, ComposePerson } from './compose-types.ts';
import { ReportDraft } from './report-draft.ts';
import { REPORT_TEMPLATE_SPECS, type ReportTemplateKey } from './template-specs.ts';
import { composeBaby } from './templates/baby.ts';
import { composeCareer } from './templates/career.ts';
import { composeLove } from './templates/love.ts';
import { composeMarks } from './templates/marks.ts';
import { composeNatal } from './templates/natal.ts';
import { composeStudy } from './templates/study.ts';
import { composeTeaser } from './templates/teaser.ts';

export type { ComposePerson } from './compose-types.ts';
export { REPORT_TEMPLATE_SPECS, type ReportTemplateKey, type ReportTemplateSpec } from './template-specs.ts';

export interface ComposeOptions {
  /** Already a Beijing-time display string, e.g. "2026年11月25日 15:40". */
  generatedAt: string;
  /** Defaults to the template's current version. */
  version?: number;
}

type Composer = (people: readonly ComposePerson[], draft: ReportDraft) => ComposedExtras;

const COMPOSERS: Record<ReportTemplateKey, Composer> = {
  natal: composeNatal,
  career: composeCareer,
  study: composeStudy,
  baby: composeBaby,
  love: composeLove,
  marks: composeMarks,
  teaser: composeTeaser,
};

/** How many people each form takes: [min, max]. */
const PEOPLE_COUNT = { one: [1, 1], two: [2, 2], child: [1, 3] } as const;

export function composeReport(
  template: ReportTemplateKey,
  people: ComposePerson[],
  options: ComposeOptions,
): ReportDocument {
  const spec = REPORT_TEMPLATE_SPECS[template];
  const composer = COMPOSERS[template];
  if (!spec || !composer) throw new RangeError(`unknown report template ${template}`);
  const [min, max] = PEOPLE_COUNT[spec.form];
  if (people.length < min || people.length > max)
    throw new RangeError(`template ${template} takes ${min}–${max} people, got ${people.length}`);
  const draft = new ReportDraft(spec.sections);
  const { highlights, wheel } = composer(people, draft);
  return {
    template,
    title: spec.title,
    subtitle: spec.subtitle,
    version: options.version ?? spec.version,
    generatedAt: options.generatedAt,
    people: people.map(({ name, birthLine }) => ({ name, birthLine })),
    wheel,
    highlights,
    sections: draft.sections(),
  };
}
