import { z } from 'zod';

// Every validation message a user or client can receive is Chinese (SPEC §8 envelope, 000422).
// Schemas that carry a SPEC §5 text keep it (a schema's own message wins over this map); a bare rule
// (.min, .max, a missing field) gets a plain customer sentence here, and anything rarer falls back to
// zod's own Chinese locale. Importing this module configures zod once for the whole process.

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const zhCN = z.locales.zhCN().localeError!;

function zodChinese(issue: Issue): string {
  const message = zhCN(issue);
  return typeof message === 'string' ? message : (message?.message ?? '填写的内容不符合要求');
}

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string | undefined {
  const small = issue.code === 'too_small';
  const limit = small ? Number(issue.minimum) : Number(issue.maximum);
  const exclusive = !issue.inclusive;
  switch (issue.origin) {
    case 'string': {
      if (small && limit <= 1) return '此项不能为空';
      const count = exclusive ? (small ? limit + 1 : limit - 1) : limit;
      return small ? `至少填写${count}个字符` : `最多填写${count}个字符`;
    }
    case 'array':
    case 'set':
      return small ? `至少选择${limit}项` : `最多选择${limit}项`;
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return exclusive ? `数值必须大于${limit}` : `数值不能小于${limit}`;
      return exclusive ? `数值必须小于${limit}` : `数值不能大于${limit}`;
    case 'date':
      return small ? '日期过早' : '日期过晚';
    case 'file':
      return small ? '文件内容为空' : '文件过大';
    default:
      return undefined;
  }
}

/** The message for one zod issue, in words a customer understands. */
export function chineseIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '此项为必填项' : '填写的格式不正确';
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue) ?? zodChinese(issue);
    case 'invalid_format':
      return '填写的格式不正确';
    case 'invalid_value':
      return '请选择有效的选项';
    case 'not_multiple_of':
      return '填写的数值不符合要求';
    case 'unrecognized_keys':
      return '提交了无法识别的内容';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return '填写的内容不符合要求';
    default:
      return zodChinese(issue);
  }
}

z.config({ localeError: (issue) => chineseIssueMessage(issue) });
