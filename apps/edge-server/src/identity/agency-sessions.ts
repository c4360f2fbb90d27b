import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';

/** Decision 018: an agency session ends after 30 idle minutes or 12 hours, whichever comes first. */
export const AGENCY_IDLE_MS = 30 * 60_000;
export const AGENCY_ABSOLUTE_MS = 12 * 3_600_000;
/** `last_seen_at` moves at most once a minute, so a busy page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const { agencySessions: s } = schema;
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/** Server-side agency sessions: the token names a row; no row, no session (logout is a delete). */
export function agencySessionStore(db: Db) {
  return {
    async open(sessionId: string, userUid: string): Promise<void> {
      // Sessions of this user that ended on their own are of no more use.
      await db
        .delete(s)
        .where(
          and(
            eq(s.userUid, userUid),
            or(lt(s.lastSeenAt, ago(AGENCY_IDLE_MS)), lt(s.createdAt, ago(AGENCY_ABSOLUTE_MS))),
          ),
        );
      await db.insert(s).values({ sessionId, userUid });
    },

    /** True while the session is open and within both limits; counts the call as activity. */
    async touch(sessionId: string, userUid: string): Promise<boolean> {
      const live = and(
        eq(s.sessionId, sessionId),
        eq(s.userUid, userUid),
        gt(s.lastSeenAt, ago(AGENCY_IDLE_MS)),
        gt(s.createdAt, ago(AGENCY_ABSOLUTE_MS)),
      );
      const [row] = await db
        .select({ stale: sql<boolean>`${s.lastSeenAt} < ${ago(TOUCH_EVERY_MS)}` })
        .from(s)
        .where(live);
      if (!row) return false;
      if (row.stale)
        await db
          .update(s)
          .set({ lastSeenAt: sql`now()` })
          .where(live);
      return true;
    },

    async close(sessionId: string): Promise<void> {
      await db.delete(s).where(eq(s.sessionId, sessionId));
    },
  };
}
