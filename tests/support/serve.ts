import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** The app on a real loopback socket (clients that really disconnect), as `npm start` serves it. */
export function serveApp(app: Hono<any>): Promise<Served> {
  return new Promise((ok) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      ok({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
