import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { hashPassword } from './passwords.server.ts';
import { randomId } from './random-id.server.ts';
import { normalizeUsername, type AgencyRole } from './users.server.ts';

const { agencyUsers } = schema;

export interface AgentRow {
  id: number;
  username: string;
  name: string;
  role: AgencyRole;
  active: boolean;
}
const columns = {
  id: agencyUsers.id,
  username: agencyUsers.username,
  name: agencyUsers.name,
  role: sql<AgencyRole>`${agencyUsers.role}`,
  active: agencyUsers.active,
};

export function listAgents(db: Db, agencyId: number): Promise<AgentRow[]> {
  return db
    .select(columns)
    .from(agencyUsers)
    .where(eq(agencyUsers.agencyId, agencyId))
    .orderBy(asc(agencyUsers.role), asc(agencyUsers.name));
}

/** Creates an agent in the agency; null when the username is taken (anywhere: usernames are global). */
export async function createAgent(
  db: Db,
  agencyId: number,
  input: { username: string; name: string; password: string },
): Promise<AgentRow | null> {
  const [row] = await db
    .insert(agencyUsers)
    .values({
      agencyId,
      username: normalizeUsername(input.username),
      name: input.name,
      uid: randomId(20),
      passwordHash: await hashPassword(input.password),
      role: 'agent',
    })
    .onConflictDoNothing({ target: agencyUsers.username })
    .returning(columns);
  return row ?? null;
}

/** Only agents of the same agency can be changed here; anything else is "not found". */
const agentOf = (agencyId: number, id: number) =>
  and(eq(agencyUsers.id, id), eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.role, 'agent'));

/** Renames or (de)activates an agent; deactivating ends their sessions. */
export async function updateAgent(
  db: Db,
  agencyId: number,
  id: number,
  input: { name: string; active: boolean },
): Promise<AgentRow | null> {
  const [row] = await db
    .update(agencyUsers)
    .set({
      name: input.name,
      active: input.active,
      sessionVersion: sql`${agencyUsers.sessionVersion} + case when ${agencyUsers.active} <> ${input.active} then 1 else 0 end`,
    })
    .where(agentOf(agencyId, id))
    .returning(columns);
  return row ?? null;
}

/** Sets an agent's password, unlocks the account and ends the agent's sessions. */
export async function resetAgentPassword(
  db: Db,
  agencyId: number,
  id: number,
  password: string,
): Promise<boolean> {
  const rows = await db
    .update(agencyUsers)
    .set({
      passwordHash: await hashPassword(password),
      failedAttempts: 0,
      lockedUntil: null,
      sessionVersion: sql`${agencyUsers.sessionVersion} + 1`,
    })
    .where(agentOf(agencyId, id))
    .returning({ id: agencyUsers.id });
  return rows.length > 0;
}
