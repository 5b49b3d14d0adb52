// `npm run team -- <command>`: the owner's view of the console's team, from the terminal.
//   invite <email> --role owner|editor|sales [--name "Full Name"]   add a member; prints a one-time sign-in link
//   link <email>                                              a new one-time sign-in link
//   list                                                      the members, their roles and passkeys
//   role <email> owner|editor|sales                           change a role (the roles: studio/shared/roles.ts)
//   remove <email>                                            remove a member; their sessions end at once
//   new-passkey <email>                                       let a member who lost their passkey add a new one after their
//                                                             next link sign-in (within 24 hours): the last owner's recovery
// Uses DATABASE_URL (PostgreSQL) or DATA_FILE (SQLite, default data/leads.db), like the server.
import { parseArgs } from 'node:util';
import { openLeadStore } from '../src/server/leads/openStore.ts';
import { consoleSettingsFromEnv } from '../src/server/console/consoleSettings.ts';
import { asRoleMember, isRole, roleChoices, roles } from '../studio/shared/roles.ts';
import { TeamError, teamStore } from '../src/server/team/teamStore.ts';

const usage = `Usage: npm run team -- invite <email> --role ${roles.join('|')} [--name "Full Name"] | link <email> | list | role <email> ${roles.join('|')} | remove <email> | new-passkey <email>`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ args: process.argv.slice(2), allowPositionals: true, options: { role: { type: 'string' }, name: { type: 'string' } } });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { values: flags, positionals } = parsed;
const [command, ...operands] = positionals;
const arity: Record<string, number> = { invite: 1, link: 1, list: 0, role: 2, remove: 1, 'new-passkey': 1 };
if (!(command in arity)) fail(usage);
if (operands.length !== arity[command]) fail(`"${command}" takes ${arity[command]} argument${arity[command] === 1 ? '' : 's'}.\n${usage}`);
const email = operands[0];
if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Not an e-mail address: ${email}.\n${usage}`);

const settings = consoleSettingsFromEnv();
const store = await openLeadStore();
const team = teamStore(store.database);
const fromTerminal = { by: 'terminal' };
const linkTo = async (memberId: string, ttlMs: number) => `${settings.linkOrigin}/studio/sign-in#${await team.createSignInLink(memberId, ttlMs)}`;
const found = async (address: string) => (await team.memberByEmail(address)) ?? fail(`${address} is not a member. \`npm run team -- list\` shows the team.`);

try {
  switch (command) {
    case 'invite': {
      if (!isRole(flags.role)) fail(`--role must be ${roleChoices}.\n${usage}`);
      const member = await team.addMember({ email, name: flags.name ?? '', role: flags.role });
      await team.record({ action: 'member invited', detail: { ...fromTerminal, email: member.email, role: member.role } });
      console.log(`${member.email} is now ${asRoleMember(member.role)}. Their sign-in link (works once, for ${settings.inviteTtlMs / 3_600_000} hours):\n${await linkTo(member.id, settings.inviteTtlMs)}`);
      break;
    }
    case 'link': {
      const member = await found(email);
      await team.record({ action: 'sign-in link made', detail: { ...fromTerminal, email: member.email } });
      console.log(`A sign-in link for ${member.email} (works once, for ${settings.linkTtlMs / 60_000} minutes):\n${await linkTo(member.id, settings.linkTtlMs)}`);
      break;
    }
    case 'list': {
      const members = await team.members();
      if (members.length === 0) console.log('No members yet. Add the first owner: npm run team -- invite you@company.qa --role owner');
      for (const member of members) {
        const passkeys = await team.passkeys(member.id);
        console.log(`${member.email.padEnd(32)} ${member.role.padEnd(7)} ${member.name.padEnd(24)} ${passkeys.length} passkey${passkeys.length === 1 ? '' : 's'}`);
      }
      break;
    }
    case 'role': {
      const role = operands[1];
      if (!isRole(role)) fail(`The role must be ${roleChoices}.\n${usage}`);
      const member = await team.setRole((await found(email)).id, role);
      await team.record({ action: 'role changed', detail: { ...fromTerminal, email: member.email, role } });
      console.log(`${member.email} is now ${asRoleMember(role)}.`);
      break;
    }
    case 'new-passkey': {
      const member = await found(email);
      await team.allowNewPasskey(member.id, Date.now() + 24 * 3_600_000);
      await team.record({ action: 'new passkey allowed', detail: { ...fromTerminal, email: member.email } });
      console.log(`${member.email} may add a new passkey after signing in with a link, within 24 hours (once). Their sign-in link (works once, for ${settings.linkTtlMs / 60_000} minutes):\n${await linkTo(member.id, settings.linkTtlMs)}`);
      break;
    }
    case 'remove': {
      const member = await team.removeMember((await found(email)).id);
      await team.record({ action: 'member removed', detail: { ...fromTerminal, email: member.email } });
      console.log(`${member.email} was removed; their sessions have ended.`);
      break;
    }
  }
} catch (error) {
  if (error instanceof TeamError) fail(error.message);
  throw error;
} finally {
  await store.close();
}
