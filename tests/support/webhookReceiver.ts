import { LocalReceiver } from './localReceiver';

/** A local stand-in for the policy webhook endpoint: records every JSON body it gets. */
export class WebhookReceiver {
  readonly bodies: unknown[] = [];
  private readonly receiver = new LocalReceiver('content-type', (_url, body) => {
    this.bodies.push(JSON.parse(body || 'null'));
    return { status: 204 };
  });

  listen(port = 4199): Promise<void> {
    return this.receiver.listen(port);
  }

  close(): Promise<void> {
    return this.receiver.close();
  }
}
