import { createServer, type Server } from 'node:http';

/** A local stand-in for the policy webhook endpoint: records every JSON body it gets. */
export class WebhookReceiver {
  readonly bodies: unknown[] = [];
  private server: Server | undefined;

  listen(port = 4199): Promise<void> {
    this.server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'content-type');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        this.bodies.push(JSON.parse(body || 'null'));
        response.writeHead(204).end();
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
