import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderSender } from './messaging/provider-sender.ts';
import { createS3Storage } from './storage/s3-storage.ts';

// The production drivers, talking to a local HTTP server standing in for the provider.
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

describe('production drivers over HTTP', () => {
  const seen: Seen[] = [];
  const objects = new Map<string, { body: Buffer; type: string }>();
  let base = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/sms') return void res.writeHead(200).end('{"ok":true}');
      if (req.method === 'PUT') objects.set(req.url!, { body, type: String(req.headers['content-type']) });
      if (req.method === 'DELETE') objects.delete(req.url!);
      if (req.method === 'GET') {
        const found = objects.get(req.url!);
        if (!found) return void res.writeHead(404).end();
        return void res.writeHead(200, { 'content-type': found.type }).end(found.body);
      }
      res.writeHead(200).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends SMS through the gateway with its key', async () => {
    const sender = createProviderSender({ sms: { url: `${base}/sms`, key: 'k-123' } });
    await sender.send({ channel: 'sms', to: '13800000001', text: '【星图】验证码 123456', code: '123456' });
    const request = seen.find((s) => s.url === '/sms')!;
    expect(request.headers.authorization).toBe('Bearer k-123');
    expect(JSON.parse(request.body.toString())).toEqual({
      mobile: '13800000001',
      content: '【星图】验证码 123456',
    });
    await expect(sender.send({ channel: 'email', to: 'a@b.cn', text: 'x' })).rejects.toThrow(/SMTP/);
  });

  it('stores, reads and deletes objects with signed S3 requests', async () => {
    const storage = createS3Storage({
      endpoint: base,
      bucket: 'xingtu',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      region: 'cn-east-1',
    });
    const stored = await storage.put('avatars/1/a.png', Buffer.from('png-bytes'), 'image/png');
    expect(stored.url).toBe(`${base}/xingtu/avatars/1/a.png`);
    const put = seen.find((s) => s.method === 'PUT')!;
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/cn-east-1\/s3\/aws4_request/,
    );
    expect((await storage.get('avatars/1/a.png'))?.body.toString()).toBe('png-bytes');
    await storage.delete('avatars/1/a.png');
    expect(await storage.get('avatars/1/a.png')).toBeNull();
  });
});
