import { eq } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { contentGeneration } from '../schema/content-generation.ts';

/** The content generation now: triggers bump it with every content change (decision 087). */
export async function readContentGeneration(db: Db): Promise<number> {
  const [row] = await db
    .select({ generation: contentGeneration.generation })
    .from(contentGeneration)
    .where(eq(contentGeneration.id, 1));
  return row?.generation ?? 0;
}
