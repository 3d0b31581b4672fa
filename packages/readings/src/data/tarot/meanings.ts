// 塔罗牌义：TAROT_MEANING[id][upright | reversed]，78 张 × 正逆位 = 156 段原创解读（每段 80–160 字），
// 按牌组分文件书写（meanings-major.ts、meanings-wands.ts …），在这里合成一张以牌 id 为键的表。
import type { TarotCardId, TarotMeaning } from './card-types.ts';
import { CUPS_MEANING } from './meanings-cups.ts';
import { MAJOR_MEANING } from './meanings-major.ts';
import { PENTACLES_MEANING } from './meanings-pentacles.ts';
import { SWORDS_MEANING } from './meanings-swords.ts';
import { WANDS_MEANING } from './meanings-wands.ts';

export const TAROT_MEANING: Readonly<Record<TarotCardId, TarotMeaning>> = {
  ...MAJOR_MEANING,
  ...WANDS_MEANING,
  ...CUPS_MEANING,
  ...SWORDS_MEANING,
  ...PENTACLES_MEANING,
};
