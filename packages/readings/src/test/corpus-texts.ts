// Every text of the chart-reading corpus, so that new sets can check they repeat none of its sentences.
import * as angleSign from '../data/angle-sign.ts';
import * as aspects from '../data/aspects.ts';
import * as career from '../data/career.ts';
import * as kid from '../data/kid.ts';
import * as love from '../data/love.ts';
import * as planetInHouse from '../data/planet-in-house.ts';
import * as planetInSign from '../data/planet-in-sign.ts';
import { collectTexts } from './reading-text-checks.ts';

export const CHART_CORPUS_TEXTS = collectTexts({
  angleSign,
  aspects,
  career,
  kid,
  love,
  planetInHouse,
  planetInSign,
});
