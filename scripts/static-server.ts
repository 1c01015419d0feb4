/**
 * A static file server that behaves like an ordinary static host: `dir/` serves
 * `dir/index.html`, `dir` redirects to `dir/` when it is a directory, anything else that is
 * missing gets `404.html` with status 404 (so does a request too long for Node to read, over 16 KB
 * of URL and headers, which Node would answer with an empty 431). A redirect's Location is the
 * directory's own path, never the request's (`GET /x/..//evil.com/..%2fen` → `/en/`). No rewrites, no SPA fallback: if the site works
 * here, it works on any static host. Text is sent compressed (brotli or gzip, as the browser
 * accepts), as every static host does: the benchmark measures what a reader would download.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import sirv from 'sirv';

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

/** The client takes br or gzip (sirv chooses between the two the same way: brotli first). */
function acceptsCompressed(header: string | undefined): boolean {
  if (!header) return false;
  const accepted = header.split(',').map((part) => part.trim().split(';')[0]);
  return accepted.includes('br') || accepted.includes('gzip');
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

/** A path under the root as a URL path sirv finds it by ("/en/mechanics/saga/index.html"). */
const urlPath = (relative: string) => `/${relative.split(path.sep).map(encodeURIComponent).join('/')}`;

/**
 * Files are sent by sirv: the original from the root, or, for text the client takes compressed,
 * its brotli or gzip copy, which sirv serves as precompressed files (`x.js.br` beside `x.js`).
 * Those copies are made here, once per change of the file (its mtime), in a directory of their
 * own under the system's temporary directory (removed by close): the root is never written to.
 * What sirv has no notion of is decided here first: which file a path means, the redirect of a
 * directory to its slash, the not-found page with its status, the headers of this site.
 *
 * `precompress`: compress every text file before listening, as a host that serves precompressed
 * files does (the benchmark: otherwise the first page measured would wait on compression).
 *
 * `brotliQuality`: 11 (the smallest, what a host that precompresses serves) unless a caller asks
 * for less. Quality 11 costs about 80 s of one core for the whole build on a loaded two-core
 * machine, in the server's only thread, and every request waits behind it; quality 5 takes about
 * 2 s and differs only in bytes. The browser tests ask for 5; the benchmark, which measures
 * bytes, keeps 11.
 */
export function startStaticServer(options: { root: string; port?: number; host?: string; precompress?: boolean; brotliQuality?: number }): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const copies = mkdtempSync(path.join(tmpdir(), 'archivist-static-'));
  const quality = options.brotliQuality ?? zlib.BROTLI_MAX_QUALITY;

  /** The brotli and gzip copies of a text file under the root, made again when it has changed. */
  const compressCopies = (relative: string) => {
    const info = stat(path.join(root, relative));
    if (!info?.isFile()) return;
    let raw: Buffer | null = null;
    for (const [ext, compress] of [
      ['.br', (b: Buffer) => brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: b.length } })],
      ['.gz', (b: Buffer) => gzipSync(b, { level: 9 })],
    ] as const) {
      const copy = path.join(copies, relative + ext);
      // a copy carries its original's mtime: another one means the file has changed since
      if (Math.abs((stat(copy)?.mtimeMs ?? -Infinity) - info.mtimeMs) < 1) continue;
      raw ??= readFileSync(path.join(root, relative));
      mkdirSync(path.dirname(copy), { recursive: true });
      writeFileSync(copy, compress(raw));
      utimesSync(copy, info.atime, info.mtime);
    }
  };

  if (options.precompress) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && COMPRESSIBLE.has(path.extname(file))) compressCopies(path.relative(root, file));
    }
  }

  // the headers of this site (sirv's own: Content-Length, Last-Modified, Content-Encoding)
  const setHeaders = (response: ServerResponse, pathname: string) => {
    const ext = path.extname(pathname);
    response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (COMPRESSIBLE.has(ext)) response.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(framingHeaders(pathname))) response.setHeader(name, value);
  };
  // dev: files are looked up at each request (a rebuild, a test's new file), not listed once at start
  const originals = sirv(root, { dev: true, extensions: [], dotfiles: true, setHeaders });
  const compressed = sirv(copies, { dev: true, extensions: [], dotfiles: true, brotli: true, gzip: true, setHeaders });

  /** Sends a file under the root (`relative`) with `status`; `otherwise` when it is not there. */
  const sendFile = (request: IncomingMessage, response: ServerResponse, relative: string, status: number, otherwise: () => void) => {
    request.url = urlPath(relative);
    if (status !== 200) {
      // sirv sends its files with 200 (or 206 for a range): the not-found page keeps its own status
      delete request.headers.range;
      const writeHead = response.writeHead.bind(response) as (code: number, headers?: Record<string, unknown>) => ServerResponse;
      response.writeHead = ((_code: number, headers?: Record<string, unknown>) => writeHead(status, headers)) as typeof response.writeHead;
    }
    const fromRoot = () => originals(request, response, otherwise);
    if (COMPRESSIBLE.has(path.extname(relative)) && acceptsCompressed(request.headers['accept-encoding'])) {
      compressCopies(relative);
      compressed(request, response, fromRoot);
    } else fromRoot();
  };

  const server: Server = createServer((request, response) => {
    const notFound = () => {
      if (stat(path.join(root, '404.html'))?.isFile()) sendFile(request, response, '404.html', 404, plainNotFound);
      else plainNotFound();
    };
    const plainNotFound = () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found\n');
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
      sendFile(request, response, path.relative(root, file), 200, notFound);
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
        sendFile(request, response, path.relative(root, index), 200, notFound);
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
    server.once('error', (error) => {
      rmSync(copies, { recursive: true, force: true });
      reject(error);
    });
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => {
              rmSync(copies, { recursive: true, force: true });
              done();
            });
          }),
      });
    });
  });
}
