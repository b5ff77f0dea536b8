import { LocalReceiver } from './localReceiver';

/**
 * A local stand-in for Sentry's ingest endpoint: accepts envelopes on
 * /api/<project>/envelope/ and keeps their raw text, so a test can read what would
 * have left the device.
 */
export class SentryReceiver {
  readonly envelopes: string[] = [];
  private readonly receiver = new LocalReceiver('*', (url, body) => {
    if (url.startsWith('/api/1/envelope/')) this.envelopes.push(body);
    return { status: 200, body: '{}' };
  });

  constructor(readonly port: number) {}

  get dsn(): string {
    return `http://lotcrewpublickey@127.0.0.1:${this.port}/1`;
  }

  listen(): Promise<void> {
    return this.receiver.listen(this.port);
  }

  close(): Promise<void> {
    return this.receiver.close();
  }
}
