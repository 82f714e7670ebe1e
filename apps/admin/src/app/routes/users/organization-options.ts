import type { Organization } from '@patchbay/contract';

/** The operator's organization picker: every organization, by name. */
export function toOrganizationOptions(
  organizations: readonly Pick<Organization, 'id' | 'name'>[] | undefined,
) {
  return (organizations ?? [])
    .map((organization) => ({ value: organization.id, label: organization.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
