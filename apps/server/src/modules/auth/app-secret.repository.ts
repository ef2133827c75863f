import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appSecrets } from '../../db/schema';
import { createRandomToken } from '../../shared/tokens';

// Generated once and stored, so every process signs the same anonymous CSRF tokens.
export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: createRandomToken(32) })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} is missing`);
  return row.value;
}
