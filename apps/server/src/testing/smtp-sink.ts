import { SMTPServer } from 'smtp-server';

type ReceivedMail = { from: string; to: string[]; raw: string };

// A real SMTP server on loopback, keeping what it receives: the outbox must hand mail to whatever
// SMTP_URL names. `shouldRefuse` picks recipients it answers 550 for.
export function startSmtpSink(shouldRefuse: (to: string) => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (shouldRefuse(address.address)) callback(new Error('550 mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  const listening = new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(resolve);
    });
  return { received, listening, close };
}
