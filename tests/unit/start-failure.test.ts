// The line a server prints when it cannot open its data at start (src/server/startFailure.ts):
// what an operator reads, for the errors node:sqlite, the file system and pg raise.
import { describe, expect, it } from 'vitest';
import { startFailureLine } from '../../src/server/startFailure.ts';

const sqliteError = (errcode: number, errstr: string) => Object.assign(new Error(errstr), { code: 'ERR_SQLITE_ERROR', errcode, errstr });
const systemError = (code: string, path: string) => Object.assign(new Error(`${code}: ${path}`), { code, path });
const sqlite = { DATA_FILE: '/srv/nuqta/data/leads.db' };
const postgres = { DATABASE_URL: 'postgres://nuqta:hunter2@db.internal:5432/nuqta' };

describe('SQLite', () => {
  it('a full disk names the file and what to do', () => {
    expect(startFailureLine(sqliteError(13, 'database or disk is full'), sqlite)).toBe(
      'Cannot open the database at /srv/nuqta/data/leads.db: the disk is full. Free some space or set DATA_FILE to another disk.',
    );
    expect(startFailureLine(systemError('ENOSPC', '/srv/nuqta/data/leads.db'), sqlite)).toContain('the disk is full');
  });

  it('a read-only folder, and one the server may not write to', () => {
    expect(startFailureLine(systemError('EROFS', '/srv/nuqta/data/leads.db'), sqlite)).toBe(
      "Cannot open the database at /srv/nuqta/data/leads.db: the folder is read-only. Make it writable for the server's user or set DATA_FILE to another disk.",
    );
    expect(startFailureLine(sqliteError(8, 'attempt to write a readonly database'), sqlite)).toContain('the folder is read-only');
    expect(startFailureLine(systemError('EACCES', '/srv/nuqta/data'), sqlite)).toMatch(/^Cannot open the database at \/srv\/nuqta\/data\/leads\.db: permission denied\./);
  });

  it('another folder (the releases) is named as itself', () => {
    expect(startFailureLine(systemError('ENOSPC', '/srv/nuqta/data/releases/abc'), sqlite)).toMatch(/^Cannot write to \/srv\/nuqta\/data\/releases\/abc: the disk is full\./);
  });

  it('any other error is left to its stack trace', () => {
    expect(startFailureLine(new TypeError("Cannot read properties of undefined (reading 'id')"), sqlite)).toBeUndefined();
    expect(startFailureLine(sqliteError(1, 'no such table: leads'), sqlite)).toBeUndefined();
  });
});

describe('PostgreSQL', () => {
  it('says why it cannot connect, without the password', () => {
    const refused = startFailureLine(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), postgres)!;
    expect(refused).toMatch(/^Cannot open the database at postgres:\/\/nuqta:\*\*\*@db\.internal:5432\/nuqta: nothing answers at that address\./);
    expect(refused).not.toContain('hunter2');
    expect(startFailureLine(Object.assign(new Error('password authentication failed'), { code: '28P01' }), postgres)).toContain('the password was refused');
    expect(startFailureLine(Object.assign(new Error('database "nuqta" does not exist'), { code: '3D000' }), postgres)).toContain('that database does not exist');
  });
});
