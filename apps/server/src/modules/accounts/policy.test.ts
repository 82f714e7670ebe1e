import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@patchbay/domain';
import { describe, expect, it } from 'vitest';
import { assertCan, can, inScope, organizationScope, permissions, permissionsOf, roleCan } from './policy';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/permissions.md');

/** The permission table of docs/permissions.md as { permission: { role: boolean } }. */
function documentedMatrix() {
  const lines = readFileSync(docs, 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('| Permission'))!;
  const columns = header.split('|').map((c) => c.trim());
  const rows: Record<string, Record<string, boolean>> = {};
  for (const line of lines) {
    const match = /^\| `([\w.]+)`/.exec(line);
    if (!match) continue;
    const cells = line.split('|').map((c) => c.trim());
    rows[match[1]!] = Object.fromEntries(ROLES.map((role) => [role, cells[columns.indexOf(role)] === 'yes']));
  }
  return rows;
}

describe('the permission matrix', () => {
  it('is the one docs/permissions.md shows', () => {
    const fromCode = Object.fromEntries(
      permissions.map((p) => [p, Object.fromEntries(ROLES.map((role) => [role, roleCan(role, p)]))]),
    );
    expect(fromCode).toEqual(documentedMatrix());
  });

  it('gives the operator everything and buyers nothing', () => {
    expect(permissionsOf('operator')).toEqual(permissions);
    expect(permissionsOf('buyer')).toEqual([]);
  });

  it.each([
    ['companyAdmin', 'users.manage', true],
    ['businessUser', 'users.manage', false],
    ['productSpecialist', 'products.import', true],
    ['productSpecialist', 'listings.manage', false],
    ['businessUser', 'orders.manage', true],
    ['companyAdmin', 'organizations.manageAll', false],
  ] as const)('%s may %s: %s', (role, permission, expected) => {
    expect(can({ role }, permission)).toBe(expected);
    if (expected) expect(() => assertCan({ role }, permission)).not.toThrow();
    else expect(() => assertCan({ role }, permission)).toThrow('You are not allowed to do that');
  });

  it('nobody signed out can do anything', () => {
    expect(can(null, 'organization.view')).toBe(false);
  });

  it('scopes everyone but the operator to their own organization', () => {
    const own = { id: 'org-a', name: 'A', slug: 'a' };
    expect(organizationScope({ role: 'operator', organization: own })).toBeNull();
    expect(organizationScope({ role: 'companyAdmin', organization: own })).toBe('org-a');
    expect(inScope({ role: 'companyAdmin', organization: own }, 'org-a')).toBe(true);
    expect(inScope({ role: 'companyAdmin', organization: own }, 'org-b')).toBe(false);
    expect(inScope({ role: 'companyAdmin', organization: own }, null)).toBe(false);
    expect(inScope({ role: 'companyAdmin', organization: null }, null)).toBe(false);
    expect(inScope({ role: 'operator', organization: own }, 'org-b')).toBe(true);
  });
});
