// The input and the intermediate result of every template composer (kept apart from compose.ts so the composers in
// ./templates and the entry point do not import each other).
import type { ReportWheel } from '@xingtu/contracts/report-document';
import type { ChartLike } from '../chart-like.ts';

export interface ComposePerson {
  name: string;
  /** Display line, e.g. "1990年6月1日 08:30（北京时间）· 上海". */
  birthLine: string;
  chart: ChartLike;
}

/** What a composer returns besides the sections it filled into the draft. */
export interface ComposedExtras {
  highlights: string[];
  wheel: ReportWheel | null;
}
