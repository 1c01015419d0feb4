/**
 * A static file server that behaves like an ordinary static host: `dir/` serves
 * `dir/index.html`, `dir` redirects to `dir/` when it is a directory, anything else that is
 * missing gets `404.html` with status 404 (so does a request too long for Node to read, over 16 KB
 * of URL and headers, which Node would answer with an empty 431). A redirect's Location is the
 * directory's own path, never the request's (`GET /x/..//evil.com/..%2fen` → `/en/`). No rewrites, no SPA fallback: if the site works
 * here, it works on any static host. Text is sent compressed (brotli or gzip, as the browser
 * accepts), as every static host does: the benchmark measures what a reader would download.
 */
import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

type Encoding = 'br' | 'gzip' | 'identity';

function acceptedEncoding(header: string | undefined, file: string): Encoding {
  if (!COMPRESSIBLE.has(path.extname(file)) || !header) return 'identity';
  const accepted = header.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * An embed page (/<lang>/embed/…, docs/embed.md) may be framed by any page, and says so; every
 * other page's headers are as they were (README, "Publishing", lists what a host should send).
 */
export function framingHeaders(pathname: string): Record<string, string> {
  return /^\/[a-z]{2}\/embed\/[a-z0-9-]+\/(index\.html)?$/.test(pathname) ? { 'Content-Security-Policy': 'frame-ancestors *' } : {};
}

export interface RunningServer {
  url: string;
  port: number;
  close: () => Promise<void>;
}

function stat(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/**
 * `precompress`: compress every text file before listening, as a host that serves precompressed
 * files does (the benchmark: otherwise the first page measured would wait on compression).
 */
export function startStaticServer(options: { root: string; port?: number; host?: string; precompress?: boolean }): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';

  // file + mtime + encoding → body, so each file is compressed once per change
  const bodies = new Map<string, Buffer>();
  const body = (file: string, encoding: Encoding): Buffer => {
    const key = `${file}\0${stat(file)?.mtimeMs ?? 0}\0${encoding}`;
    let cached = bodies.get(key);
    if (!cached) {
      const raw = readFileSync(file);
      cached =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : encoding === 'gzip'
            ? gzipSync(raw, { level: 9 })
            : raw;
      bodies.set(key, cached);
    }
    return cached;
  };

  if (options.precompress) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(file))) continue;
      body(file, 'br');
      body(file, 'gzip');
    }
  }

  const server: Server = createServer((request, response) => {
    const send = (status: number, file: string, headers: Record<string, string> = {}) => {
      const encoding = acceptedEncoding(request.headers['accept-encoding'], file);
      const content = body(file, encoding);
      response.writeHead(status, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': String(content.length),
        'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        ...(COMPRESSIBLE.has(path.extname(file)) ? { Vary: 'Accept-Encoding' } : {}),
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : content);
    };
    const notFound = () => {
      const page = path.join(root, '404.html');
      if (stat(page)?.isFile()) send(404, page);
      else {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Not found\n');
      }
    };

    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      notFound();
      return;
    }
    const file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      notFound();
      return;
    }
    const info = stat(file);
    if (info?.isFile()) {
      send(200, file);
      return;
    }
    if (info?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        // the directory's own path, built from the file found: always one leading slash and a
        // path on this site (the request's own path may start "//evil.com/…": an open redirect)
        const own = path.relative(root, file).split(path.sep).filter(Boolean).map(encodeURIComponent).join('/');
        response.writeHead(301, { Location: `/${own}${own ? '/' : ''}${url.search}` });
        response.end();
        return;
      }
      const index = path.join(file, 'index.html');
      if (stat(index)?.isFile()) {
        send(200, index, framingHeaders(pathname));
        return;
      }
    }
    notFound();
  });

  // A request whose headers pass Node's limit (16 KB: a very long URL) never reaches the handler:
  // Node would answer an empty 431. Answer it as any other missing page, with 404.html.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    if (error.code !== 'HPE_HEADER_OVERFLOW') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const page = path.join(root, '404.html');
    const content = stat(page)?.isFile() ? readFileSync(page) : Buffer.from('Not found\n');
    const type = stat(page)?.isFile() ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    socket.end(
      Buffer.concat([
        Buffer.from(`HTTP/1.1 404 Not Found\r\nContent-Type: ${type}\r\nContent-Length: ${content.length}\r\nCache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n`),
        content,
      ]),
    );
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
