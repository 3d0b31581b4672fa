// Every text of the chart-reading corpus, so that new sets (tarot, dice) can check they repeat none of its sentences.
import * as angleSign from '../data/angle-sign.ts';
import * as aspects from '../data/aspects.ts';
import * as career from '../data/career.ts';
import * as houseRulers from '../data/house-rulers.ts';
import * as kid from '../data/kid.ts';
import * as love from '../data/love.ts';
import * as planetInHouse from '../data/planet-in-house.ts';
import * as planetInSign from '../data/planet-in-sign.ts';
import * as points from '../data/points.ts';
import * as reportCareer from '../data/report/career.ts';
import * as reportChild from '../data/report/child.ts';
import * as reportNatalAngles from '../data/report/natal-angles.ts';
import * as reportNatalPlanetSign from '../data/report/natal-planet-sign.ts';
import * as reportStudy from '../data/report/study.ts';
import * as transits from '../data/transits.ts';
import { collectTexts } from './reading-text-checks.ts';

export const CHART_CORPUS_TEXTS = collectTexts({
  angleSign,
  aspects,
  career,
  houseRulers,
  kid,
  love,
  planetInHouse,
  planetInSign,
  points,
  reportCareer,
  reportChild,
  reportNatalAngles,
  reportNatalPlanetSign,
  reportStudy,
  transits,
});
