// A real SMTP server in this process, to receive the leads' e-mails (or to refuse them) in the tests and the load test.
// With `saveTo`, each message is also written there as a file, for test workers in other processes.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** With `confirmAfterMs`, the server takes that long to confirm each message (RFC 5321 allows 10 minutes). */
export async function startSmtpReceiver({ port: wantedPort = 0, saveTo, confirmAfterMs = 0 }: { port?: number; saveTo?: string; confirmAfterMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client still connected when the tests end (the site server's pooled connection) is cut
    // off after a second, not after the default 30 s that every run then waited at its end.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        if (saveTo) writeFileSync(join(saveTo, `${Date.now()}-${received.length}.eml`), raw);
        setTimeout(callback, confirmAfterMs);
      });
    },
  });
  // A client killed mid-conversation (the crash test's SIGKILL) resets its connection; that is
  // expected here, and without a listener the EventEmitter would throw it in the test process.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?tls=off`,
    /** While refusing, every message is answered with a temporary failure. */
    refuse(value: boolean) {
      refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
