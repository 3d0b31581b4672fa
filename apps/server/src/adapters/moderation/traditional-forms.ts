// Traditional forms of the characters in sensitive-words.txt, folded to the simplified form the list is
// written in, so "代開發票" is caught like "代开发票". Only characters the list uses are here (a test
// checks that every target appears in the list): add a pair when a new word brings a new character.
// Each entry is "traditional simplified".
const PAIRS = [
  '賭赌',
  '網网',
  '場场',
  '時时',
  '樂乐',
  '約约',
  '搖摇',
  '頭头',
  '槍枪',
  '開开',
  '發发',
  '髮发',
  '辦办',
  '證证',
  '錢钱',
  '現现',
  '單单',
  '傳传',
  '銷销',
  '貸贷',
  '買买',
  '賣卖',
  '銀银',
  '詐诈',
  '騙骗',
  '製制',
  '彈弹',
  '職职',
  '結结',
  '臺台',
  '檯台',
  '颱台',
] as const;

export const TRADITIONAL_TO_SIMPLIFIED: ReadonlyMap<string, string> = new Map(
  PAIRS.map((pair) => [...pair] as [string, string]),
);

const PATTERN = new RegExp(`[${[...TRADITIONAL_TO_SIMPLIFIED.keys()].join('')}]`, 'gu');

export function foldTraditional(text: string): string {
  return text.replace(PATTERN, (char) => TRADITIONAL_TO_SIMPLIFIED.get(char) ?? char);
}
