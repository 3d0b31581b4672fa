import { pinyin } from 'pinyin-pro';

// Place names read some characters differently from everyday words; pinyin-pro's general
// dictionary gets these wrong (checked one by one against the official romanisations).
const wordReadings: Record<string, string[]> = {
  乐清: ['yue', 'qing'],
  乐亭: ['lao', 'ting'],
  乐陵: ['lao', 'ling'],
  单县: ['shan', 'xian'],
  蔚县: ['yu', 'xian'],
  黄陂: ['huang', 'pi'],
  涡阳: ['guo', 'yang'],
  大埔: ['da', 'bu'],
  筠连: ['jun', 'lian'],
  洪洞: ['hong', 'tong'],
  泌阳: ['bi', 'yang'],
  尉犁: ['yu', 'li'],
  歙县: ['she', 'xian'],
  珲春: ['hun', 'chun'],
  浚县: ['xun', 'xian'],
  喀什: ['ka', 'shi'],
  六合: ['lu', 'he'],
};
// 都 in a place name is dū (成都, 丰都, 都匀, 昌都), never dōu.
const charReadings: Record<string, string> = { 都: 'du' };

/** Toneless pinyin, one syllable per character of `name` (non-Han characters keep a lower-cased copy). */
export function placePinyinSyllables(name: string): string[] {
  const chars = [...name];
  const syllables = pinyin(name, { toneType: 'none', type: 'array', v: false }).map((s) => s.toLowerCase());
  if (syllables.length !== chars.length) throw new Error(`pinyin not one per character: ${name}`);
  chars.forEach((c, i) => {
    const reading = charReadings[c];
    if (reading) syllables[i] = reading;
  });
  for (const [word, reading] of Object.entries(wordReadings)) {
    let at = name.indexOf(word);
    while (at >= 0) {
      reading.forEach((s, k) => (syllables[at + k] = s));
      at = name.indexOf(word, at + 1);
    }
  }
  return syllables.map((s) => s.replace(/ü/g, 'v'));
}

export function placePinyin(name: string): { pinyin: string; initials: string } {
  const syllables = placePinyinSyllables(name);
  return { pinyin: syllables.join(' '), initials: syllables.map((s) => s[0] ?? '').join('') };
}
