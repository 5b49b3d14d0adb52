// Who may do what in the console. A member has one role; each request names the permission it
// needs, and the page shows only what the member's role allows. A later `sales` role (the leads)
// is one more line here.
export const roles = ['owner', 'editor'] as const;
export type Role = (typeof roles)[number];

export type Permission =
  /** Invite, remove and change the role of members. */
  | 'members'
  /** Read the record of every action. */
  | 'audit'
  /** Edit and save the site's content. */
  | 'content'
  /** Publish a release and roll back to an earlier one. */
  | 'publish';

const permissionsOf: Record<Role, readonly Permission[]> = {
  owner: ['members', 'audit', 'content', 'publish'],
  editor: ['content', 'publish'],
};

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
export const can = (role: Role, permission: Permission): boolean => permissionsOf[role].includes(permission);
export const permissions = (role: Role): readonly Permission[] => permissionsOf[role];
