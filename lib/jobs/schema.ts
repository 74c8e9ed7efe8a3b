import PgBoss from "pg-boss";
import { DEAD_LETTER_QUEUE, JOB_NAMES, JOB_SCHEMA, QUEUE_SETTINGS } from "./queues";

/**
 * Installs or upgrades pg-boss's tables and creates the app's queues. Part of every migration
 * run (`npm run db:migrate` and the dev and test set-up), so the app itself never changes schema.
 */
export async function migrateJobQueue(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false, max: 1 });
  await boss.start();
  try {
    if (!(await boss.getQueue(DEAD_LETTER_QUEUE))) await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionDays: 90 });
    for (const name of JOB_NAMES) {
      const { retryLimit, expireInSeconds, policy = "standard" } = QUEUE_SETTINGS[name];
      const settings = { name, policy, retryLimit, retryDelay: 30, retryBackoff: true, expireInSeconds, deadLetter: DEAD_LETTER_QUEUE };
      if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
      else await boss.createQueue(name, settings);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
