// A CDN's view of the site: the build's dist/client/ served as plain files by another server,
// with /api/* passed to the site's server, as the README's scale-out has it. Nothing is rendered
// per request here: a page is the file the build wrote.
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a static host serves for a path: the file itself, or the page's index.html. */
function fileFor(root: string, pathname: string): string | undefined {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(root, path), join(root, path, 'index.html')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

export interface StaticCopy {
  url: string;
  close(): Promise<void>;
}

export async function serveStaticCopy(root: string, apiOrigin: string, port: number): Promise<StaticCopy> {
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname.startsWith('/api/')) {
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(await Array.fromAsync(request));
      const headers = Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0])));
      const answer = await fetch(`${apiOrigin}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: 'manual' });
      response.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))));
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = fileFor(root, url.pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': types['.html'] });
      createReadStream(join(root, '404.html')).pipe(response);
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
