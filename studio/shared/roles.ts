// Who may do what in the console. A member has one role; each request names the permission it
// needs, and the page shows only what the member's role allows.
export const roles = ['owner', 'editor', 'sales'] as const;
export type Role = (typeof roles)[number];

export type Permission =
  /** Invite, remove and change the role of members. */
  | 'members'
  /** Read the record of every action. */
  | 'audit'
  /** Edit and save the site's content. */
  | 'content'
  /** Publish a release and roll back to an earlier one. */
  | 'publish'
  /** See and handle the leads, the subscribers and where leads come from (visitors' personal data). */
  | 'leads';

const permissionsOf: Record<Role, readonly Permission[]> = {
  owner: ['members', 'audit', 'content', 'publish', 'leads'],
  editor: ['content', 'publish'],
  // The sales team answers leads and sees nothing of the content.
  sales: ['leads'],
};

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
export const can = (role: Role, permission: Permission): boolean => permissionsOf[role].includes(permission);
export const permissions = (role: Role): readonly Permission[] => permissionsOf[role];
