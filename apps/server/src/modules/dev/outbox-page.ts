import { formatBeijing } from '@xingtu/contracts/beijing-time';
import type { OutboxMessageRecord } from '@xingtu/contracts/dev-api-schemas';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function renderOutboxPage(rows: OutboxMessageRecord[], to: string | undefined): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(formatBeijing(row.createdAt))}</td><td>${row.channel === 'sms' ? '短信' : '邮件'}</td><td>${escapeHtml(row.to)}</td><td><strong>${escapeHtml(row.code ?? '')}</strong></td><td>${escapeHtml(row.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>开发发件箱 · 星图</title>
<style>body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;font-size:14px}th{background:#f5f3fb}form{margin-bottom:16px}</style></head>
<body><h1>开发发件箱</h1><p>仅在非生产环境可见：这里列出内置短信与邮件通道“发出”的消息。</p>
<form method="get"><label>收件人 <input name="to" value="${escapeHtml(to ?? '')}" placeholder="手机号或邮箱"></label> <button>筛选</button></form>
<table><thead><tr><th>时间</th><th>通道</th><th>收件人</th><th>验证码</th><th>内容</th></tr></thead><tbody>${body || '<tr><td colspan="5">暂无消息</td></tr>'}</tbody></table></body></html>`;
}
