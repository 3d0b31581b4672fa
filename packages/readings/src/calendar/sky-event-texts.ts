// 公开星象日历（/calendar）每个天象的标题与一句原创说明：月相、星座换座、行星停滞、日月食、月亮空亡。
// 月相、停滞与空亡的说明取自 data/report/calendar.ts；换座与日月食的说明写在这里。面向所有人，不针对个人星盘。
import { MOON_PHASE, STATION, type StationPlanet, VOID_OF_COURSE } from '../data/report/calendar.ts';
import { PLANET_KEYWORDS, SIGN_KEYWORDS } from '../data/keywords.ts';
import { type PlanetKey, SIGN_KEYS } from '../keys.ts';

export type SkyEventFact =
  | { kind: 'lunation'; phase: 'new' | 'firstQuarter' | 'full' | 'lastQuarter'; signIndex: number }
  | { kind: 'ingress'; body: PlanetKey; signIndex: number; retrograde: boolean }
  | { kind: 'station'; body: StationPlanet; turns: 'retrograde' | 'direct' }
  | { kind: 'eclipse'; eclipse: 'solar' | 'lunar'; type: 'total' | 'annular' | 'partial' | 'penumbral' }
  | { kind: 'voidOfCourse'; signIndexEntered: number };

export interface SkyEventText {
  title: string;
  text: string;
}

const PHASE_TITLES = { new: '新月', firstQuarter: '上弦月', full: '满月', lastQuarter: '下弦月' } as const;

/** 行星换座：这颗行星在新星座里停留多久、影响大家生活的哪一面。 */
const INGRESS_TEXTS: Record<PlanetKey, (keywords: string) => string> = {
  sun: (k) => `接下来约一个月，太阳照亮这个星座的主题：${k}。适合顺着季节的节奏，调整这个月的重心。`,
  moon: (k) => `月亮每两天半换一个星座，情绪的底色也跟着改变。接下来两天，大家更容易被${k}的事情打动。`,
  mercury: (k) => `水星换座，思考和说话的方式随之改变。接下来几周，交流更偏向${k}，适合用这种方式整理想法。`,
  venus: (k) => `金星换座，审美和相处的口味也在变化。接下来几周，人们在感情与消费上更看重${k}。`,
  mars: (k) => `火星换座，行动的劲头换了方向。接下来约六周，做事的风格更偏向${k}，留意别用力过猛。`,
  jupiter: (k) => `木星约一年换一次星座，是成长机会转移的信号。未来一年，${k}相关的领域更容易得到扩展。`,
  saturn: (k) => `土星约两年半换一次星座，考验与责任的主题随之转移。接下来几年，需要在${k}上脚踏实地。`,
  uranus: (k) => `天王星约七年换一次星座，是一代人求变方向的转折。接下来数年，${k}相关的领域会出现新的做法。`,
  neptune: (k) => `海王星十余年才换一次星座，集体的梦想与想象随之换了颜色，${k}成为新的憧憬所在。`,
  pluto: (k) => `冥王星二十年左右才换一次星座，是深层变革的大背景。未来多年，${k}相关的领域将经历重塑。`,
};

const ECLIPSE_TYPE_NAMES = { total: '全', annular: '环', partial: '偏', penumbral: '半影' } as const;
const ECLIPSE_TEXTS = {
  solar:
    '日食发生在新月，月亮挡住了太阳的光。占星传统把它看作一个加强版的新月：适合为一件想了很久的事按下开始键，不必急于求成。',
  lunar:
    '月食发生在满月，地球的影子落在月亮上。占星传统把它看作一个加强版的满月：适合看清已经走到尽头的事，体面地做个了结。',
} as const;

export function skyEventText(event: SkyEventFact): SkyEventText {
  switch (event.kind) {
    case 'lunation': {
      const sign = SIGN_KEYWORDS[SIGN_KEYS[event.signIndex]!].name;
      return { title: `${PHASE_TITLES[event.phase]}（月亮在${sign}）`, text: MOON_PHASE[event.phase] };
    }
    case 'ingress': {
      const sign = SIGN_KEYWORDS[SIGN_KEYS[event.signIndex]!];
      const title = `${PLANET_KEYWORDS[event.body].name}${event.retrograde ? '逆行退回' : '进入'}${sign.name}`;
      return { title, text: INGRESS_TEXTS[event.body](sign.keywords.join('、')) };
    }
    case 'station':
      return {
        title: `${PLANET_KEYWORDS[event.body].name}停滞转${event.turns === 'retrograde' ? '逆' : '顺'}`,
        text: STATION[event.body][event.turns].replace('今天', ''),
      };
    case 'eclipse': {
      const name = event.eclipse === 'solar' ? '日食' : '月食';
      return { title: `${ECLIPSE_TYPE_NAMES[event.type]}${name}`, text: ECLIPSE_TEXTS[event.eclipse] };
    }
    case 'voidOfCourse':
      return {
        title: `月亮空亡（随后进入${SIGN_KEYWORDS[SIGN_KEYS[event.signIndexEntered]!].name}）`,
        text: VOID_OF_COURSE,
      };
  }
}
