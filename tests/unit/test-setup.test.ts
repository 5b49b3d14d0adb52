// What `npm test`'s setup does on a given machine (scripts/lib/testSetup.ts): which of Debian's
// packages it installs, or the command it stops with; Firefox ESR 140; the storage tests' database.
import { describe, expect, it } from 'vitest';
import { esr140Plan, esr140Version, installPlan, parseClusters, postgresPlan, type Machine } from '../../scripts/lib/testSetup.ts';

const everyFile = ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/firefox-esr', '/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb'];

function machine({ files = everyFile, commands = ['apt-get', 'pg_ctlcluster'], isRoot = true, env = {}, playwrightChromium = false }: Partial<Omit<Machine, 'exists' | 'hasCommand'>> & { files?: string[]; commands?: string[] } = {}): Machine {
  return { exists: (path) => files.includes(path), hasCommand: (name) => commands.includes(name), isRoot, env, playwrightChromium };
}
const without = (...gone: string[]) => everyFile.filter((file) => !gone.includes(file));

describe('installPlan', () => {
  it('installs nothing when everything is there', () => {
    expect(installPlan(machine())).toEqual({ action: 'none' });
  });

  it('as root with apt-get, installs exactly what is missing and says for what', () => {
    const plan = installPlan(machine({ files: without('/usr/lib/chromium/chromium-headless-shell', '/usr/bin/Xvfb'), commands: ['apt-get'] }));
    expect(plan).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell', 'postgresql', 'xvfb'],
      notice: 'Installing with apt-get what the tests need and this machine lacks: chromium-headless-shell (the browser tests), postgresql (the storage tests on PostgreSQL), xvfb (the smoke suite).',
    });
  });

  it('on a fresh machine, installs all six', () => {
    const plan = installPlan(machine({ files: [], commands: ['apt-get'] }));
    expect(plan.action === 'install' && plan.packages).toEqual(['chromium', 'chromium-headless-shell', 'postgresql', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']);
    expect(plan.action === 'install' && plan.notice).toContain('chromium, chromium-headless-shell (the browser tests), postgresql (the storage tests on PostgreSQL), firefox-esr, webkit2gtk-driver, xvfb (the smoke suite)');
  });

  it('not as root, stops with the sudo command that would install them', () => {
    const plan = installPlan(machine({ files: without('/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'), isRoot: false }));
    expect(plan).toEqual({
      action: 'stop',
      message: "The tests need Debian's chromium, chromium-headless-shell (the browser tests). Install them, then run npm test again:\n  sudo apt-get install -y chromium chromium-headless-shell",
    });
  });

  it('as root without apt-get, stops with the command, without sudo', () => {
    const plan = installPlan(machine({ files: without('/usr/bin/WebKitWebDriver'), commands: ['pg_ctlcluster'] }));
    expect(plan.action === 'stop' && plan.message.split('\n')[1]).toBe('  apt-get install -y webkit2gtk-driver');
  });

  it("takes Playwright's own Chromium or CHROME_PATH instead of Debian's", () => {
    const noDebianChromium = without('/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell');
    expect(installPlan(machine({ files: noDebianChromium, playwrightChromium: true }))).toEqual({ action: 'none' });
    expect(installPlan(machine({ files: noDebianChromium, env: { CHROME_PATH: '/opt/chrome/chrome' } }))).toEqual({ action: 'none' });
  });

  it('needs no PostgreSQL with TEST_DATABASE_URL, no Firefox with FIREFOX_PATH, no Xvfb with a display', () => {
    const plan = installPlan(machine({ files: without('/usr/bin/firefox-esr', '/usr/bin/Xvfb'), commands: ['apt-get'], env: { TEST_DATABASE_URL: 'postgres://elsewhere/db', FIREFOX_PATH: '/opt/firefox/firefox', DISPLAY: ':0' } }));
    expect(plan).toEqual({ action: 'none' });
  });
});

describe('Firefox ESR 140', () => {
  const madison = ' firefox-esr | 153.1.0esr-1~deb13u1 | http://deb.debian.org/debian trixie/main amd64 Packages\n firefox-esr | 140.12.0esr-1~deb13u1 | http://deb.debian.org/debian trixie/main amd64 Packages\n';

  it("reads the archive's 140 version", () => {
    expect(esr140Version(madison)).toBe('140.12.0esr-1~deb13u1');
    expect(esr140Version(' firefox-esr | 153.1.0esr-1 | http://deb.debian.org/debian forky/main amd64 Packages\n')).toBeUndefined();
    expect(esr140Version('')).toBeUndefined();
  });

  const never = () => expect.unreachable('the archive is not asked');

  it('unpacks it beside a newer system Firefox, once', () => {
    expect(esr140Plan({ unpacked: false, installed: '153.1.0esr-1~deb13u1', available: () => '140.12.0esr-1~deb13u1' })).toEqual({ action: 'unpack', version: '140.12.0esr-1~deb13u1' });
    expect(esr140Plan({ unpacked: false, installed: undefined, available: () => '140.12.0esr-1~deb13u1' })).toEqual({ action: 'unpack', version: '140.12.0esr-1~deb13u1' });
    expect(esr140Plan({ unpacked: true, installed: '153.1.0esr-1~deb13u1', available: never })).toEqual({ action: 'use' });
  });

  it('does nothing when the system Firefox is an ESR 140, or the archive has none', () => {
    expect(esr140Plan({ unpacked: false, installed: '140.12.0esr-1~deb12u1', available: never })).toEqual({ action: 'none' });
    expect(esr140Plan({ unpacked: false, installed: '153.1.0esr-1~deb13u1', available: () => undefined })).toEqual({ action: 'none' });
  });
});

describe('the storage tests’ PostgreSQL', () => {
  const online = parseClusters('15 main 5432 online postgres /var/lib/postgresql/15/main /var/log/postgresql/postgresql-15-main.log\n');
  const down = parseClusters('16 main 5433 down   postgres /var/lib/postgresql/16/main /var/log/postgresql/postgresql-16-main.log\n');

  it('reads pg_lsclusters', () => {
    expect(online).toEqual([{ version: '15', name: 'main', port: 5432, online: true }]);
    expect(down).toEqual([{ version: '16', name: 'main', port: 5433, online: false }]);
    expect(parseClusters('')).toEqual([]);
  });

  it("makes a database of the run's own on a running cluster, and starts a stopped one", () => {
    expect(postgresPlan({ env: {}, isRoot: true, clusters: online, pid: 4711 })).toEqual({
      action: 'create',
      cluster: online[0],
      start: false,
      database: 'nuqta_test_4711',
      url: 'postgres://nuqta_test:nuqta_test@127.0.0.1:5432/nuqta_test_4711',
    });
    expect(postgresPlan({ env: {}, isRoot: true, clusters: down, pid: 4711 })).toMatchObject({ action: 'create', start: true, url: 'postgres://nuqta_test:nuqta_test@127.0.0.1:5433/nuqta_test_4711' });
  });

  it('takes TEST_DATABASE_URL as given, even as root', () => {
    expect(postgresPlan({ env: { TEST_DATABASE_URL: 'postgres://u:p@db/x' }, isRoot: true, clusters: down, pid: 1 })).toEqual({ action: 'given', url: 'postgres://u:p@db/x' });
  });

  it('runs the storage tests on SQLite only when it may make no database', () => {
    expect(postgresPlan({ env: {}, isRoot: false, clusters: online, pid: 1 })).toMatchObject({ action: 'skip' });
    expect(postgresPlan({ env: {}, isRoot: true, clusters: [], pid: 1 })).toMatchObject({ action: 'skip' });
  });
});
