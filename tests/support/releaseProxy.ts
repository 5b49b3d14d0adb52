// One address in front of the site's server, as a visitor's browser sees a deployment: every
// request goes to the server the proxy points at now, and `switchTo` points it at another one
// at once (a deploy, or a rollback). It also counts what it sends the browser: the bytes written
// on its sockets (status lines, headers and bodies, as they went on the wire, compressed where
// the server compressed them), for every request, the service worker's included.
import { Agent, createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
  status: number;
  /** Bytes written to the browser for this response, headers included. */
  bytes: number;
}

export interface ReleaseProxy {
  url: string;
  /**
   * From the next request on, every request goes to the server on this port; with `after`, from
   * the request after the first one whose path it accepts (a deployment in the middle of a page's load).
   */
  switchTo(port: number, after?: (path: string) => boolean): void;
  /** Bytes written to the browser so far, on every socket. */
  bytesSent(): number;
  /** Every response so far, in the order they ended. */
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

// Hop-by-hop headers are the proxy's own business on each side.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);
const endToEnd = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

export async function startReleaseProxy(targetPort: number, port: number): Promise<ReleaseProxy> {
  let target = targetPort;
  let pending: { port: number; after: (path: string) => boolean } | undefined;
  const agent = new Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const requests: ProxiedRequest[] = [];
  const server = createServer((request, response) => {
    const socket = response.socket!;
    const before = socket.bytesWritten;
    const port = target;
    if (pending?.after(request.url ?? '/')) [target, pending] = [pending.port, undefined];
    const upstream = forward({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: endToEnd(request.headers), agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
    request.pipe(upstream);
    response.on('finish', () => requests.push({ method: request.method ?? 'GET', path: request.url ?? '/', status: response.statusCode, bytes: socket.bytesWritten - before }));
  });
  server.on('connection', (socket) => sockets.add(socket));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    switchTo: (next, after) => {
      if (after) pending = { port: next, after };
      else [target, pending] = [next, undefined];
    },
    bytesSent: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
