// The console's settings from the environment (README: Configuration), for the server and the
// `npm run team` command alike.
const number = (env: NodeJS.ProcessEnv, name: string, fallback: number) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));

export function consoleSettingsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const minute = 60_000;
  const host = env.HOST ?? '127.0.0.1';
  const origins = (env.PUBLIC_ORIGIN ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  return {
    session: { idleMs: number(env, 'SESSION_IDLE_MINUTES', 120) * minute, absoluteMs: number(env, 'SESSION_MAX_HOURS', 12) * 60 * minute },
    linkTtlMs: number(env, 'SIGN_IN_LINK_MINUTES', 15) * minute,
    inviteTtlMs: number(env, 'INVITE_LINK_HOURS', 72) * 60 * minute,
    attemptsPerMinute: number(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 10),
    mailsPerHour: 3,
    /** Where the links the terminal prints lead: the public address, else this server. */
    /** PUBLIC_ORIGIN: the addresses the site is reached at behind a proxy (forms and console accept them). */
    publicOrigins: origins,
    linkOrigin: origins[0] ?? `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${number(env, 'PORT', 4321)}`,
  };
}
