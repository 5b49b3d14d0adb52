// Starts the SMTP server that receives the leads' e-mails during the browser tests.
import { baseURL } from '../../playwright.config.ts';
import { startSmtpReceiver } from '../../scripts/lib/smtpReceiver.ts';
import { e2eLeads } from './leadsData.ts';

export default async function globalSetup() {
  const { smtpPort, mailDir } = e2eLeads(Number(new URL(baseURL).port));
  const smtp = await startSmtpReceiver({ port: smtpPort, saveTo: mailDir });
  return () => smtp.close();
}
