import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.map': 'application/json',
};

/**
 * Serves a production build like a static host, and can switch to another build while
 * running: a deploy, for the update-flow test.
 */
export class SwitchableStaticServer {
  private root: string;
  private server: Server | undefined;

  constructor(root: string) {
    this.root = root;
  }

  deploy(root: string): void {
    this.root = root;
  }

  listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      let file = join(this.root, path);
      if (!file.startsWith(this.root) || !existsSync(file) || statSync(file).isDirectory()) {
        file = join(this.root, 'index.html'); // SPA fallback
      }
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(readFileSync(file));
    });
    return new Promise((resolve) =>
      this.server?.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`)),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
