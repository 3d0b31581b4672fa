import { pinyin } from 'pinyin-pro';

// The header box suggests titles however the keyword is typed: 上升星座, shangsheng, ssxz, or a
// homophone typed by mistake (上生星座). Titles keep a toneless pinyin key and an initials key; a
// Chinese keyword is turned into pinyin the same way, so homophones meet on the key.

const NOT_KEY = /[^a-z0-9]/g;

const syllables = (text: string, pattern: 'pinyin' | 'first') =>
  pinyin(text, { pattern, toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });

/** Toneless pinyin without spaces: 上升星座 → shangshengxingzuo; Latin letters and digits stay. */
export function pinyinKey(text: string): string {
  return syllables(text, 'pinyin').join('').toLowerCase().replace(NOT_KEY, '');
}

/** The first letter of every Chinese character (Latin words stay whole): 上升星座 → ssxz. */
export function initialsKey(text: string): string {
  return syllables(text, 'first').join('').toLowerCase().replace(NOT_KEY, '');
}
