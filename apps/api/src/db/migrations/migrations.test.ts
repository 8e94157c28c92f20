import { readdirSync } from 'node:fs';
import { migrationFromFile } from '../migrate';
import { MIGRATIONS } from './index';

describe('migrations', () => {
  it('lists every .sql file of the folder, in version order, with unique versions', () => {
    const files = readdirSync(__dirname).filter((f) => f.endsWith('.sql')).sort();
    expect(MIGRATIONS.map((m) => `${String(m.version).padStart(3, '0')}_${m.name}.sql`)).toEqual(files);
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    for (const migration of MIGRATIONS) expect(migration.sql.trim().length).toBeGreaterThan(0);
  });

  it('reads the version and name from the file name and refuses other names', () => {
    expect(migrationFromFile('012_add_index.sql', 'SELECT 1')).toEqual({ version: 12, name: 'add_index', sql: 'SELECT 1' });
    expect(() => migrationFromFile('12_add.sql', '')).toThrow('Migration file name "12_add.sql" must look like 001_name.sql.');
    expect(() => migrationFromFile('001-add.sql', '')).toThrow('must look like 001_name.sql');
  });
});
