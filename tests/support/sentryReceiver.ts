import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for Sentry's ingest endpoint: accepts envelopes on
 * /api/<project>/envelope/ and keeps their raw text, so a test can read what would
 * have left the device.
 */
export class SentryReceiver {
  readonly envelopes: string[] = [];
  private server: Server | undefined;

  constructor(readonly port: number) {}

  get dsn(): string {
    return `http://lotcrewpublickey@127.0.0.1:${this.port}/1`;
  }

  listen(): Promise<void> {
    this.server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url?.startsWith('/api/1/envelope/')) this.envelopes.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    return new Promise((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
