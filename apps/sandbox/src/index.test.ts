import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sandboxPlugin } from './index';

describe('sandboxPlugin', () => {
  it('lists and mounts its providers under their own prefix', async () => {
    const app = Fastify();
    await app.register(sandboxPlugin, {
      prefix: '/__sandbox',
      providers: [
        {
          name: 'echo',
          description: 'answers pong',
          register: (scope) => {
            scope.get('/ping', async () => ({ pong: true }));
          },
        },
      ],
    });
    const index = await app.inject('/__sandbox/');
    expect(index.json()).toEqual({
      sandbox: true,
      providers: [{ name: 'echo', description: 'answers pong', path: '/__sandbox/echo' }],
    });
    expect((await app.inject('/__sandbox/echo/ping')).json()).toEqual({ pong: true });
    await app.close();
  });
});
