import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// What the router and Node's HTTP parser refuse before any route runs is answered in the SPEC §8
// envelope in Chinese, never as Fastify's or Node's English JSON echoing the address.

/** One raw request on a socket; the whole answer as text (the server closes the connection). */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset the socket once it has answered; the answer is what counts.
      if (chunks.length > 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(error);
    });
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('errors raised before any route', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers a path parameter over the length limit with the 404 envelope, for every method', async () => {
    const url = `/api/user/contacts/${'a'.repeat(600)}`;
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const answer = await t.app.inject({ method, url });
      expect(answer.statusCode, method).toBe(404);
      expect(answer.json(), method).toEqual({
        success: false,
        resultCode: '000404',
        desc: '请求的接口不存在',
        data: null,
      });
      expect(answer.body).not.toContain('aaaa');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers a path parameter with broken percent-encoding with the 400 envelope', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/user/contacts/%E0%A4%A' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, resultCode: '000400' });
  });

  it('answers an address too long for the HTTP parser with 431 and the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/news?q=${'x'.repeat(18_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({
      success: false,
      resultCode: '000400',
      desc: '请求地址过长',
      data: null,
    });
  });

  it('answers a request Node cannot parse with the 400 envelope', async () => {
    const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toMatchObject({ success: false, resultCode: '000400' });
  });
});
