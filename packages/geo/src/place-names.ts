// Name normalisation shared by the index (keys) and the query, so both sides agree.

const hanRange = /[\u3400-\u9fff\uf900-\ufaff]/;
const alreadyNormal = /^[a-z0-9\u3400-\u9fff]*$/;

export function containsHan(text: string): boolean {
  return hanRange.test(text);
}

/**
 * Lower-case, strip accents (Zürich → zurich, lǚ → lu), and drop everything that is not a letter,
 * digit or Han character, so "Guang Zhou", "guangzhou" and "new-york" compare as typed without
 * separators.
 */
export function normaliseSearchText(text: string): string {
  // Most keys (pinyin, Chinese names) are already normal; NFKD is the slow part of building the index.
  if (alreadyNormal.test(text)) return text;
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\u3400-\u9fff\uf900-\ufaff]+/g, '');
}

// Names of China's ethnic groups as they appear in autonomous-division names, longest first so
// 哈萨克 wins over a shorter overlap. 各 covers 各族自治县 (龙胜各族自治县).
const ethnicNames = [
  '柯尔克孜',
  '乌孜别克',
  '维吾尔',
  '哈萨克',
  '塔吉克',
  '塔塔尔',
  '俄罗斯',
  '鄂温克',
  '鄂伦春',
  '达斡尔',
  '蒙古',
  '朝鲜',
  '土家',
  '布依',
  '哈尼',
  '傈僳',
  '拉祜',
  '东乡',
  '纳西',
  '景颇',
  '仫佬',
  '布朗',
  '撒拉',
  '毛南',
  '仡佬',
  '锡伯',
  '阿昌',
  '普米',
  '德昂',
  '保安',
  '裕固',
  '独龙',
  '赫哲',
  '门巴',
  '珞巴',
  '基诺',
  '高山',
  '回',
  '藏',
  '苗',
  '彝',
  '壮',
  '满',
  '侗',
  '瑶',
  '白',
  '傣',
  '黎',
  '佤',
  '畲',
  '水',
  '土',
  '羌',
  '怒',
  '京',
  '各',
];
const trailingEthnic = new RegExp(`(?:${ethnicNames.join('|')})族?$`);
const autonomousSuffix = /自治(?:区|州|县|旗)$/;
const plainSuffix = /(?:特别行政区|地区|林区|省|市|区|县|盟|旗)$/;

/**
 * The name people say without its administrative suffix: 广东省 → 广东, 内蒙古自治区 → 内蒙古,
 * 恩施土家族苗族自治州 → 恩施, 天河区 → 天河. Never shortens below two characters (东区, 城区 stay).
 */
export function shortChineseName(name: string): string {
  if (autonomousSuffix.test(name)) {
    let short = name.replace(autonomousSuffix, '');
    for (;;) {
      const next = short.replace(trailingEthnic, '');
      if (next === short || next.length < 2) break;
      short = next;
    }
    return short.length >= 2 ? short : name;
  }
  const short = name.replace(plainSuffix, '');
  return short.length >= 2 ? short : name;
}
