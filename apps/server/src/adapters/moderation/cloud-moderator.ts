import type { TextModerator } from './moderation.ts';

/**
 * A cloud moderation service behind a small JSON contract ({ content } → { pass, labels }), as a
 * gateway in front of Aliyun or Tencent text moderation would expose. The local list still runs first
 * so the obvious cases never leave the building.
 */
export function createCloudModerator(
  options: { url: string; key: string },
  local: TextModerator,
  fetchImpl: typeof fetch = fetch,
): TextModerator {
  return {
    kind: 'cloud',
    async scan(text) {
      const first = await local.scan(text);
      if (!first.pass) return first;
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify({ content: text }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`moderation service answered ${response.status}`);
      const body = (await response.json()) as { pass?: boolean; labels?: string[] };
      return { pass: body.pass !== false, hits: body.labels ?? [] };
    },
  };
}
