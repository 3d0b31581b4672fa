// 塔罗牌义：TAROT_MEANING[id][upright | reversed]，78 张 × 正逆位 = 156 段原创解读（每段 80–160 字）；
// TAROT_THEME[id][love | career | growth]，78 张 × 3 个问题主题 = 234 段补充解读（每段 40–90 字），
// 让一次解读能回应提问的主题。按牌组分文件书写（meanings-major.ts、themes-wands.ts …），在这里合成以牌 id 为键的表。
import type { TarotCardId, TarotMeaning, TarotThemeTexts } from './card-types.ts';
import { CUPS_MEANING } from './meanings-cups.ts';
import { MAJOR_MEANING } from './meanings-major.ts';
import { PENTACLES_MEANING } from './meanings-pentacles.ts';
import { SWORDS_MEANING } from './meanings-swords.ts';
import { WANDS_MEANING } from './meanings-wands.ts';
import { CUPS_THEME } from './themes-cups.ts';
import { MAJOR_THEME } from './themes-major.ts';
import { PENTACLES_THEME } from './themes-pentacles.ts';
import { SWORDS_THEME } from './themes-swords.ts';
import { WANDS_THEME } from './themes-wands.ts';

export const TAROT_MEANING: Readonly<Record<TarotCardId, TarotMeaning>> = {
  ...MAJOR_MEANING,
  ...WANDS_MEANING,
  ...CUPS_MEANING,
  ...SWORDS_MEANING,
  ...PENTACLES_MEANING,
};

export const TAROT_THEME: Readonly<Record<TarotCardId, TarotThemeTexts>> = {
  ...MAJOR_THEME,
  ...WANDS_THEME,
  ...CUPS_THEME,
  ...SWORDS_THEME,
  ...PENTACLES_THEME,
};
