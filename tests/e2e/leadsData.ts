// Where the browser tests' server keeps its leads and where the test SMTP server (started by
// global-setup.ts) writes what it receives, and the server settings that point at them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function e2eLeads(port: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const smtpPort = port + 2;
  const leadsFile = join(dataDir, 'leads.db');
  const mailDir = join(dataDir, 'mail');
  return {
    leadsFile,
    mailDir,
    smtpPort,
    serverEnv: {
      DATA_FILE: leadsFile,
      FORM_SECRET_FILE: join(dataDir, 'form-secret'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?tls=off`,
      LEADS_TO: 'sales@nuqta.example',
      OUTBOX_INTERVAL_MS: '300',
      OUTBOX_RETRY_BASE_MS: '300',
      OUTBOX_RETRY_MAX_MS: '2000',
      // Two browsers on one address send many forms here; the rate limit has its own test server.
      RATE_LIMIT_PER_MINUTE: '100000',
      FORM_MIN_FILL_MS: '1500',
    },
  };
}

/** The e-mails received so far, as raw messages. */
export function receivedMail(mailDir: string): string[] {
  return readdirSync(mailDir).map((file) => readFileSync(join(mailDir, file), 'utf8'));
}
