import { createServer, type Server } from 'node:http';

/** What a receiver answers to one request's body. */
export interface Reply {
  status: number;
  body?: string;
}

/**
 * A local HTTP endpoint the built app may POST to across origins (CORS open, preflights
 * answered), standing in for a third-party service in end-to-end tests.
 */
export class LocalReceiver {
  private server: Server | undefined;

  constructor(
    private readonly allowHeaders: string,
    private readonly onBody: (url: string, body: string) => Reply,
  ) {}

  listen(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', this.allowHeaders);
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const reply = this.onBody(request.url ?? '', body);
        if (reply.body === undefined) response.writeHead(reply.status).end();
        else response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    return new Promise((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
