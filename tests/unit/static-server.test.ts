import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStaticServer, type RunningServer } from '../../scripts/static-server.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'archivist-serve-'));
  mkdirSync(path.join(root, 'en', 'mechanics', 'saga'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), 'root');
  writeFileSync(path.join(root, '404.html'), 'missing');
  writeFileSync(path.join(root, 'en', 'mechanics', 'saga', 'index.html'), 'saga');
  writeFileSync(path.join(root, 'app.js'), 'js');
  server = await startStaticServer({ root, port: 0 });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' });

test('serves on 127.0.0.1 with a free port', () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test.each([
  ['/', 200, 'root'],
  ['/en/mechanics/saga/', 200, 'saga'],
  ['/app.js', 200, 'js'],
  ['/nope', 404, 'missing'],
  ['/en/', 404, 'missing'],
  ['/../../etc/passwd', 404, 'missing'],
  ['/%2e%2e/%2e%2e/etc/passwd', 404, 'missing'],
  ['/%E0%A4%A', 404, 'missing'],
])('GET %s → %i', async (p, status, body) => {
  const response = await get(p);
  expect(response.status).toBe(status);
  expect(await response.text()).toBe(body);
});

test('a directory without its slash redirects to it, keeping the query', async () => {
  const response = await get('/en/mechanics/saga?x=1');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/en/mechanics/saga/?x=1');
});

test('content types', async () => {
  expect((await get('/')).headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect((await get('/app.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
});

test('text goes out compressed as the browser accepts (brotli, else gzip), images and other clients as they are', async () => {
  const { request } = await import('node:http');
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  writeFileSync(path.join(root, 'big.js'), 'const a = 1;\n'.repeat(500));
  writeFileSync(path.join(root, 'icon.png'), 'not really a png');
  // fetch() decompresses on its own: ask with raw http to see the bytes on the wire
  const raw = (p: string, encoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}${p}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  const text = 'const a = 1;\n'.repeat(500);
  const br = await raw('/big.js', 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.body.length).toBeLessThan(text.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(text);
  const gz = await raw('/big.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(text);
  const plain = await raw('/big.js', '');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(text);
  const png = await raw('/icon.png', 'gzip, br');
  expect(png.headers['content-encoding']).toBeUndefined();
  expect(png.body.toString()).toBe('not really a png');
});

test('brotli at quality 11 unless the caller asks for less (the browser tests: 5)', async () => {
  const { brotliCompressSync, constants } = await import('node:zlib');
  const text = Array.from({ length: 400 }, (_, i) => `export const v${i} = ${(i * 7919) % 1000};`).join('\n');
  writeFileSync(path.join(root, 'q.js'), text);
  const fast = await startStaticServer({ root, port: 0, brotliQuality: 1 });
  try {
    const body = async (url: string) => {
      const { request } = await import('node:http');
      return new Promise<Buffer>((resolve, reject) => {
        request(`${url}/q.js`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
          .on('error', reject)
          .end();
      });
    };
    const at = (quality: number) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    expect(await body(server.url)).toEqual(at(11));
    expect(await body(fast.url)).toEqual(at(1));
    expect(at(1).length).toBeGreaterThan(at(11).length);
  } finally {
    await fast.close();
  }
});

/** A request exactly as written (fetch() would normalise the path first); the raw response. */
function rawRequest(target: string, headers = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    import('node:net')
      .then(({ connect }) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`));
        let data = '';
        socket.on('data', (d: Buffer) => (data += d.toString('latin1')));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      })
      .catch(reject);
  });
}
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const locationOf = (response: string) => /\r\nlocation: ([^\r]*)/i.exec(response)?.[1];

// [request target, status]: the directory's own path, or not found; never a Location elsewhere
test.each([
  ['/x/..//evil.com/..%2fen/mechanics/saga', 301],
  ['/x/..//evil.com/..%2fen', 301],
  ['/x/../\\evil.com/..%2fen/mechanics/saga', 301],
  ['/%2fevil.com/..%2fen/mechanics/saga', 301],
  ['/x/..//evil.com/..%2fen/mechanics/saga?next=//evil.com', 301],
  ['//evil.com/..%2fen/mechanics/saga', 404],
  ['/x/..//evil.com/..%2f..%2fen/mechanics/saga', 404],
])('a redirect never leaves the site: GET %s', async (target, status) => {
  const response = await rawRequest(target);
  expect(statusOf(response)).toBe(status);
  const location = locationOf(response);
  if (status === 404) expect(location).toBeUndefined();
  else {
    expect(location).toMatch(target.endsWith('%2fen') ? /^\/en\/$/ : /^\/en\/mechanics\/saga\/(\?next=\/\/evil\.com)?$/);
    expect(new URL(location ?? '', 'http://127.0.0.1/').host).toBe('127.0.0.1');
  }
});

test('the query of a redirect is kept as sent', async () => {
  expect(locationOf(await rawRequest('/en/mechanics/saga?next=%2F%2Fevil.com&a=1'))).toBe('/en/mechanics/saga/?next=%2F%2Fevil.com&a=1');
});

test.each([
  ['a path over 16 KB', `/en/${'a'.repeat(20_000)}`, ''],
  ['a query over 16 KB', `/en/mechanics/saga/?example=${'a'.repeat(40_000)}`, ''],
  ['headers over 16 KB', '/en/', `X-Junk: ${'j'.repeat(20_000)}\r\n`],
])('%s: the not-found page with status 404, not an empty 431', async (_name, target, headers) => {
  const response = await rawRequest(target, headers);
  expect(statusOf(response)).toBe(404);
  expect(response).toMatch(/\r\ncontent-type: text\/html; charset=utf-8\r\n/i);
  expect(response.split('\r\n\r\n')[1]).toBe('missing');
});
