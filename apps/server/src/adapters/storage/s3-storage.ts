import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './storage.ts';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Public base URL of the bucket (a CDN in production); defaults to the path-style bucket URL. */
  publicBaseUrl?: string;
}

/** S3-compatible object storage (AWS, Aliyun OSS, Tencent COS, MinIO) over signed path-style requests. */
export function createS3Storage(options: S3Options, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const objectUrl = (key: string) =>
    `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${encodeURI(key)}`;
  const publicUrl = (key: string) =>
    options.publicBaseUrl ? `${options.publicBaseUrl.replace(/\/$/, '')}/${key}` : objectUrl(key);
  const send = async (url: string, init: RequestInit) => fetchImpl(await client.sign(url, init));

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw new Error(`object storage PUT answered ${response.status}`);
      return { key, url: publicUrl(key) };
    },
    async get(key) {
      const response = await send(objectUrl(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`object storage GET answered ${response.status}`);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const response = await send(objectUrl(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`object storage DELETE answered ${response.status}`);
    },
    urlFor: publicUrl,
  };
}
