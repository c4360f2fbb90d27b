import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import { hashPassword } from './passwords.server.ts';
import { LOCKOUT, authenticate, changePassword } from './users.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  const [agency] = await database.db
    .insert(schema.agencies)
    .values({ code: 'a', name: 'A', currency: 'EUR', creditLimit: 1 })
    .returning();
  await database.db.insert(schema.agencyUsers).values({
    agencyId: agency!.id,
    username: 'lock@example.com',
    name: 'Lock',
    uid: 'lockUser00000000001',
    role: 'admin',
    passwordHash: await hashPassword('right-password-123'),
  });
});
afterAll(() => cleanup());

describe('authenticate', () => {
  it('answers the same for an unknown user and a wrong password', async () => {
    expect(await authenticate(database.db, 'nobody@example.com', 'whatever-123')).toEqual({
      kind: 'invalid',
    });
    expect(await authenticate(database.db, 'lock@example.com', 'wrong-password')).toEqual({
      kind: 'invalid',
    });
    expect((await authenticate(database.db, ' LOCK@example.com ', 'right-password-123')).kind).toBe('ok');
  });

  it('locks the account after 10 wrong passwords, even for the right one, until the lock lapses', async () => {
    const now = new Date();
    for (let i = 0; i < LOCKOUT.maxFailures; i += 1) {
      expect((await authenticate(database.db, 'lock@example.com', `wrong-${i}`, now)).kind).toBe('invalid');
    }
    expect((await authenticate(database.db, 'lock@example.com', 'right-password-123', now)).kind).toBe(
      'locked',
    );
    const afterLock = new Date(now.getTime() + LOCKOUT.lockMs + 1_000);
    expect((await authenticate(database.db, 'lock@example.com', 'right-password-123', afterLock)).kind).toBe(
      'ok',
    );
  });

  it('changes the password only with the right current one and bumps the session version', async () => {
    const ok = await authenticate(database.db, 'lock@example.com', 'right-password-123');
    if (ok.kind !== 'ok') throw new Error('sign-in failed');
    expect(await changePassword(database.db, ok.actor.userId, 'not-it', 'brand-new-pass-1')).toBeNull();
    expect(await changePassword(database.db, ok.actor.userId, 'right-password-123', 'brand-new-pass-1')).toBe(
      ok.actor.sessionVersion + 1,
    );
    expect((await authenticate(database.db, 'lock@example.com', 'brand-new-pass-1')).kind).toBe('ok');
  });
});
