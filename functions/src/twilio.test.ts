import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { isTwilioSigned, sendText, twilioSignature, type TwilioConfig } from './twilio';

// Twilio's published request-validation example (auth token 12345).
const EXAMPLE_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const EXAMPLE_FIELDS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
};
const EXAMPLE_SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('X-Twilio-Signature', () => {
  it('reproduces Twilio’s documented example', () => {
    expect(twilioSignature('12345', EXAMPLE_URL, EXAMPLE_FIELDS)).toBe(EXAMPLE_SIGNATURE);
    expect(isTwilioSigned('12345', EXAMPLE_URL, EXAMPLE_FIELDS, EXAMPLE_SIGNATURE)).toBe(true);
  });
  it('refuses a missing signature, another token, another URL or a changed field', () => {
    expect(isTwilioSigned('12345', EXAMPLE_URL, EXAMPLE_FIELDS, undefined)).toBe(false);
    expect(isTwilioSigned('54321', EXAMPLE_URL, EXAMPLE_FIELDS, EXAMPLE_SIGNATURE)).toBe(false);
    expect(isTwilioSigned('12345', `${EXAMPLE_URL}&x=1`, EXAMPLE_FIELDS, EXAMPLE_SIGNATURE)).toBe(false);
    expect(
      isTwilioSigned('12345', EXAMPLE_URL, { ...EXAMPLE_FIELDS, Digits: '9999' }, EXAMPLE_SIGNATURE),
    ).toBe(false);
  });
});

describe('sending one text', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  /** A one-route carrier that answers as told and remembers what it was sent. */
  async function carrier(answer: (respond: (status: number, body: object) => void) => void) {
    const seen: { url: string; auth: string; form: URLSearchParams }[] = [];
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        seen.push({
          url: request.url ?? '',
          auth: request.headers.authorization ?? '',
          form: new URLSearchParams(text),
        });
        answer((status, body) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        });
      });
    });
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const config: TwilioConfig = {
      apiBaseUrl: `http://127.0.0.1:${port}`,
      accountSid: 'AC1',
      authUser: 'AC1',
      authSecret: 'token',
      messagingServiceSid: 'MG1',
      fromNumber: '',
      timeoutMs: 300,
    };
    return { seen, config };
  }
  const text = {
    to: '+15125550142',
    body: 'Lotcrew: test',
    statusCallback: 'https://example.test/smsStatus?alert=a',
  };

  it('posts the form with Basic auth to the account’s Messages resource and returns the message id', async () => {
    const { seen, config } = await carrier((respond) => respond(201, { sid: 'SM123', status: 'queued' }));
    expect(await sendText(config, text)).toEqual({ kind: 'accepted', messageSid: 'SM123' });
    expect(seen[0]?.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('AC1:token').toString('base64')}`);
    expect(Object.fromEntries(seen[0]?.form ?? [])).toEqual({
      To: '+15125550142',
      Body: 'Lotcrew: test',
      StatusCallback: 'https://example.test/smsStatus?alert=a',
      MessagingServiceSid: 'MG1',
    });
  });
  it('21610 is a refusal with its code; a 5xx or a timeout is unknown; no server is not reached', async () => {
    const refusing = await carrier((respond) =>
      respond(400, { code: 21610, message: 'unsubscribed recipient' }),
    );
    expect(await sendText(refusing.config, text)).toMatchObject({ kind: 'refused', errorCode: 21610 });
    server?.close();
    const failing = await carrier((respond) => respond(503, { message: 'down' }));
    expect((await sendText(failing.config, text)).kind).toBe('unknown');
    server?.close();
    const silent = await carrier(() => undefined);
    expect((await sendText(silent.config, text)).kind).toBe('unknown');
    server?.closeAllConnections();
    server?.close();
    server = undefined;
    expect((await sendText({ ...silent.config, apiBaseUrl: 'http://127.0.0.1:9' }, text)).kind).toBe(
      'notReached',
    );
  });
});
