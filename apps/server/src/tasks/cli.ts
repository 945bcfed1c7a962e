import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { adminCreateCommand, seedSandboxAdmin } from '../modules/identity/index';
import { appVersion } from '../paths';
import { seedDemoData } from '../seed';

/** Operator commands: `npm run seed`, `npm run admin:create`, `npm run db:migrate`. */
async function run(command: string | undefined): Promise<void> {
  const config = loadConfig(process.env, appVersion());
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: 2,
  });
  try {
    await database.migrate();
    switch (command) {
      case 'migrate':
        // Applied above (under an advisory lock on PostgreSQL); deploy pipelines run this alone.
        console.log(`Migrations applied (${database.kind}).`);
        break;
      case 'seed': {
        const result = await seedDemoData(database.db, {
          uploadsDir: config.uploadsDir,
          log: (m) => console.log(m),
        });
        console.log(
          result.created
            ? `Demo catalogue loaded: ${result.products} products.`
            : 'The catalogue already has products; nothing was changed.',
        );
        const adminNote = await seedSandboxAdmin(database.db, config);
        if (adminNote) console.log(adminNote);
        break;
      }
      case 'admin-create':
        console.log(await adminCreateCommand(database.db, process.argv.slice(3)));
        break;
      default:
        throw new Error(`Unknown command "${command ?? ''}". Known: migrate, seed, admin-create`);
    }
  } finally {
    await database.close();
  }
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
