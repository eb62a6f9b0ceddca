/**
 * The app as one more instance in its own process, for tests that kill an instance mid-turn
 * (SIGKILL: no finally block, no last write). Configured entirely by its environment; prints
 * `LISTENING <port>` once it serves.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { composeApp } from '../../functions/compose';

const { app } = composeApp(process.env, () => '127.0.0.1');
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => console.log(`LISTENING ${info.port}`));
