/**
 * One "server process" for the two-process test: its own database pool, token store and shared
 * limiter (the database counter store), calling the stand-in when told to on stdin. Prints one
 * JSON line with what it saw. Run with `node --import tsx`.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../../../db/client';
import { DatabaseCounterStore } from '../../identity/index';
import { InvoiceLimiter } from '../limiter';
import { InvoiceError } from '../provider';
import { DatabaseTokenStore, tokenBoxFromSecret } from '../tokens';
import { ParasutClient } from './client';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} missing`);
  return value;
};

const settings = JSON.parse(env('PARASUT_TEST_SETTINGS')) as ConstructorParameters<
  typeof ParasutClient
>[0]['settings'];
const windowMs = Number(env('PARASUT_TEST_WINDOW_MS'));
const handle = await openDatabase({ url: env('DATABASE_URL'), poolSize: 4 });
const client = new ParasutClient({
  settings,
  tokens: new DatabaseTokenStore(
    handle.db,
    'parasut',
    settings.companyId,
    tokenBoxFromSecret(settings.clientSecret),
  ),
  limiter: new InvoiceLimiter(new DatabaseCounterStore(handle.db), {
    limit: { max: 10, windowMs },
    maxWaitMs: 60_000,
  }),
});

process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const calls = Number(line.trim());
  if (!Number.isInteger(calls) || calls <= 0) break;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: calls }, () =>
      client.findProductByCode('YOK').catch((error: unknown) => {
        failures.push(error instanceof InvoiceError ? error.kind : String(error));
      }),
    ),
  );
  process.stdout.write(`${JSON.stringify({ calls, failures })}\n`);
}
await handle.close();
