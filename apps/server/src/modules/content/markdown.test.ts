import { describe, expect, it } from 'vitest';
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
});
