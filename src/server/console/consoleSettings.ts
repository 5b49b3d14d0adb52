// The console's settings from the environment (README: Configuration), for the server and the
// `npm run team` command alike.
const number = (env: NodeJS.ProcessEnv, name: string, fallback: number) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));

export function consoleSettingsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const minute = 60_000;
  const host = env.HOST ?? '127.0.0.1';
  const port = number(env, 'PORT', 4321);
  const originsOf = (value = '') => value.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean);
  const origins = originsOf(env.PUBLIC_ORIGIN);
  // Without PUBLIC_ORIGIN, the addresses of this machine's own browser (and HOST's, when it names one).
  const named = !['0.0.0.0', '::', '127.0.0.1', 'localhost'].includes(host);
  const localOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(named ? [`http://${host.includes(':') ? `[${host}]` : host}:${port}`] : [])];
  // CONSOLE_ORIGIN: the console on a host name of its own (console.nuqta.qa), apart from the
  // public site's, so that nothing served at the site's address shares its origin or cookies.
  const ownOrigins = originsOf(env.CONSOLE_ORIGIN);
  const consoleOrigins = ownOrigins.length > 0 ? ownOrigins : origins.length > 0 ? origins : localOrigins;
  return {
    session: { idleMs: number(env, 'SESSION_IDLE_MINUTES', 120) * minute, absoluteMs: number(env, 'SESSION_MAX_HOURS', 12) * 60 * minute },
    linkTtlMs: number(env, 'SIGN_IN_LINK_MINUTES', 15) * minute,
    inviteTtlMs: number(env, 'INVITE_LINK_HOURS', 72) * 60 * minute,
    attemptsPerMinute: number(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 10),
    mailsPerHour: 3,
    /** PUBLIC_ORIGIN: the addresses the site is reached at behind a proxy (the forms accept them besides their own). */
    publicOrigins: origins,
    /** The console's only addresses, from configuration, never from a request: its links lead there, and it refuses other hosts. */
    consoleOrigins,
    /** Where the links the terminal prints lead: the first of them. */
    linkOrigin: consoleOrigins[0],
  };
}
