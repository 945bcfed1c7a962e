import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverNodeFlags } from './server-flags.mjs';

describe('server flags', () => {
  it('gives the defaults when NODE_OPTIONS sets none of them', () => {
    expect(serverNodeFlags('')).toEqual(SERVER_NODE_FLAGS);
    expect(serverNodeFlags('--enable-source-maps --max-http-header-size=16384')).toEqual(
      SERVER_NODE_FLAGS,
    );
  });

  it('leaves out a default the operator sets in NODE_OPTIONS, which would otherwise lose to it', () => {
    const flags = serverNodeFlags(' --max_old_space_size=128  --stack-size=2000');
    expect(flags).toEqual(['--max-semi-space-size=8']);
  });

  it('are those the image runs with (the Dockerfile writes them out)', () => {
    const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8');
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    const command = /^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? '[]';
    expect(JSON.parse(command)).toEqual(expect.arrayContaining(SERVER_NODE_FLAGS));
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(runtime).toMatch(new RegExp(`^\\s+${name}=${value} \\\\$`, 'm'));
    }
  });
});
