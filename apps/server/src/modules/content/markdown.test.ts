import { describe, expect, it } from 'vitest';
import { SEED_NEWS } from '../../db/seed/content/news.ts';
import { SEED_CMS_PAGES, SEED_CONTACT_PAGES, SEED_TEACHERS } from '../../db/seed/content/pages.ts';
import { htmlToText, renderMarkdown } from './markdown.ts';

// Bodies are written in Markdown (raw HTML allowed through to the sanitiser): whatever an editor or a
// pasted text contains, readers get only the allow-listed tags, attributes and address schemes.

describe('content Markdown', () => {
  it('renders the subset editors use', () => {
    const html = renderMarkdown(
      '# 标题\n\n第一段 **重点** 和 *强调*，见 [排盘](/chart)。\n\n- 一\n- 二\n\n1. 甲\n2. 乙\n\n> 引用\n\n```\na < b\n```\n\n![月亮](https://img.example.com/moon.png)',
    );
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>重点</strong>');
    expect(html).toContain('<em>强调</em>');
    expect(html).toContain('<a href="/chart">排盘</a>');
    expect(html).toContain('<ul><li>一</li><li>二</li></ul>');
    expect(html).toContain('<ol><li>甲</li><li>乙</li></ol>');
    expect(html).toContain('<blockquote><p>引用</p></blockquote>');
    expect(html).toContain('<pre><code>a &lt; b</code></pre>');
    expect(html).toContain('<img src="https://img.example.com/moon.png" alt="月亮" loading="lazy" />');
  });

  it('removes scripts, event handlers, styles, frames and javascript: addresses', () => {
    const html = renderMarkdown(
      [
        '正文<script>alert(1)</script>继续',
        '<img src="https://x.example/a.png" onerror="alert(2)">',
        '<a href="javascript:alert(3)" onclick="alert(4)">点我</a>',
        '[链接](javascript:alert(5))',
        '[大写](JaVaScRiPt:alert(6))',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        '<p style="color:red" onmouseover="x()">样式</p>',
        '![图](data:image/svg+xml;base64,PHN2Zz4=)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(
      /<script|alert\(1\)|onerror|onclick|onmouseover|javascript:|<iframe|<style|style=|data:/i,
    );
    expect(html).toContain('正文');
    expect(html).toContain('继续');
    expect(html).toContain('点我');
    expect(html).toContain('样式');
  });

  it('marks outside links and keeps plain text for search', () => {
    const html = renderMarkdown('见 [外站](https://example.com)\n\n## 小节\n\n内容 &amp; 更多');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(htmlToText(html)).toBe('见 外站\n小节\n内容 & 更多');
  });

  it('renders a table, with column alignment and no styles', () => {
    const html = renderMarkdown(
      '| 行星 | 守护星座 |\n| :-- | :-: |\n| 金星 | **金牛座**、天秤座 |\n| 火星 | 白羊座 |',
    );
    expect(html).toBe(
      '<table><thead><tr><th align="left">行星</th><th align="center">守护星座</th></tr></thead>' +
        '<tbody><tr><td align="left">金星</td><td align="center"><strong>金牛座</strong>、天秤座</td></tr>' +
        '<tr><td align="left">火星</td><td align="center">白羊座</td></tr></tbody></table>',
    );
    expect(
      renderMarkdown('<table><tr><td style="background:url(x)" align="javascript:x">格</td></tr></table>'),
    ).toBe('<table><tr><td>格</td></tr></table>');
  });

  it('renders nested lists', () => {
    const html = renderMarkdown('- 个人行星\n  - 水星\n  - 金星\n- 社会行星\n  1. 木星\n  2. 土星');
    expect(html).toBe(
      '<ul><li>个人行星<ul><li>水星</li><li>金星</li></ul></li>' +
        '<li>社会行星<ol><li>木星</li><li>土星</li></ol></li></ul>',
    );
  });

  it('turns deep headings into the levels pages use', () => {
    expect(renderMarkdown('##### 五级\n\n###### 六级')).toBe('<h4>五级</h4><h4>六级</h4>');
  });

  it('renders every seeded body with no Markdown left over (emphasis next to Chinese punctuation too)', () => {
    const bodies = [...SEED_NEWS, ...SEED_CMS_PAGES, ...SEED_CONTACT_PAGES, ...SEED_TEACHERS].map(
      (item) => item.body,
    );
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      const html = renderMarkdown(body);
      expect(html, body.slice(0, 40)).not.toMatch(/\*\*|\]\(|^#|\n#|^- |\n- /);
      expect(html).toMatch(/^<(p|h2|ul|ol)>/);
    }
  });
});
