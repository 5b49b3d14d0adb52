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
  /** Publish a release and roll back to an earlier one (with approval on, only with `approver` too). */
  | 'publish'
  /** Approve or send back a request to publish, when the site's approval is on. */
  | 'approver'
  /** See and handle the leads, the subscribers and where leads come from (visitors' personal data). */
  | 'leads';

const permissionsOf: Record<Role, readonly Permission[]> = {
  owner: ['members', 'audit', 'content', 'publish', 'approver', 'leads'],
  editor: ['content', 'publish'],
  // The sales team answers leads and sees nothing of the content.
  sales: ['leads'],
};

/** What each role is for, in the words the team page and the CLI show. */
export const roleDescriptions: Record<Role, string> = {
  owner: 'Owner: the team, the record, content, publishing, approving and leads',
  editor: 'Editor: content and publishing',
  sales: 'Sales: the leads inbox and subscribers, nothing of the content',
};

/**
 * Each role as a member of it, after "is now" or "is invited as": every role has one (a role added
 * to `roles` without its words does not compile), so the CLI and the console never name one role
 * for another.
 */
const roleMembers: Record<Role, string> = {
  owner: 'an owner',
  editor: 'an editor',
  sales: 'a sales member',
};
/** "an owner", "an editor", "a sales member". */
export const asRoleMember = (role: Role): string => roleMembers[role];

/**
 * What a member may do only signed in with their passkey (ASVS 6.3.2): change the site for every
 * visitor, see visitors' personal data, or manage the team. A link alone (an e-mail) never does.
 */
export const passkeyPermissions: readonly Permission[] = ['members', 'audit', 'publish', 'approver', 'leads'];
export const needsPasskey = (permission: Permission) => passkeyPermissions.includes(permission);

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
export const can = (role: Role, permission: Permission): boolean => permissionsOf[role].includes(permission);
export const permissions = (role: Role): readonly Permission[] => permissionsOf[role];
/** "owner, editor or sales", for a refusal that lists the choices. */
export const roleChoices = `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}`;
