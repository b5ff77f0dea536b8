// A small local stand-in for Twilio's Messages API (issue #21), started and stopped with
// the emulators: the Cloud Functions send to it exactly as they send to api.twilio.com.
//
// - POST /2010-04-01/Accounts/{AccountSid}/Messages.json (Basic auth, form fields To, Body,
//   MessagingServiceSid or From, StatusCallback): answers 201 with a message SID, prints
//   the text, then posts the status callback (sent, then delivered), signed with
//   X-Twilio-Signature as Twilio signs it.
// - Told to fail (for the tests): POST /_receiver/fail {"mode": "500" | "timeout" | "21610",
//   "times": n}. "500" and "timeout" still deliver the text (the answer is what is lost);
//   21610 sends nothing ("Attempt to send to unsubscribed recipient").
// - POST /_receiver/holdDelivery {"to": "+1…", "hold": true} keeps that number's
//   "delivered" reports back until told {"hold": false} (a phone out of coverage).
// - GET /_receiver/messages lists what it received; POST /_receiver/reset forgets it.
// - POST /_receiver/reply {"from": "+1…", "body": "STOP"} texts the app as that phone
//   would: a signed post to the incoming-message address; answers with the app's answer.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { URLSearchParams } from 'node:url';

export const TWILIO_RECEIVER = {
  host: '127.0.0.1',
  port: 4010,
  accountSid: 'AC00000000000000000000000000000000',
  /** Not a secret: the local receiver's own token, known to the emulator's functions only. */
  authToken: 'local-receiver-auth-token',
  messagingServiceSid: 'MG00000000000000000000000000000000',
};
export const TWILIO_RECEIVER_URL = `http://${TWILIO_RECEIVER.host}:${TWILIO_RECEIVER.port}`;
/** How long a "timeout" failure holds its answer: longer than the sender waits (10 s). */
const TIMEOUT_HOLD_MS = 15_000;
/** Twilio reports a text sent, then delivered, a moment after taking it. */
const CALLBACK_GAP_MS = 100;

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the URL and the sorted POST fields, base64. */
export function signTwilio(authToken, url, fields) {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return request.headers['content-type']?.includes('json')
    ? JSON.parse(text || '{}')
    : Object.fromEntries(new URLSearchParams(text));
}

const sendJson = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Posts form fields to `url`, signed as Twilio signs; resolves with the answer. */
export async function postSigned(url, fields, authToken = TWILIO_RECEIVER.authToken) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilio(authToken, url, fields),
    },
    body: new URLSearchParams(fields),
  });
  return { status: answer.status, body: await answer.text() };
}

/**
 * Starts the receiver. `incomingUrl` is where the app takes texts from phones.
 * @param {{ incomingUrl: string, log?: (line: string) => void }} options
 */
export async function startTwilioReceiver({ incomingUrl, log = (line) => console.log(line) }) {
  const messages = [];
  let failure = { mode: null, times: 0 };
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_RECEIVER.accountSid}:${TWILIO_RECEIVER.authToken}`).toString('base64')}`;
  const held = new Set();
  /** Numbers whose "delivered" reports wait, each with the reports waiting. */
  const outOfCoverage = new Map();

  const callBack = async (message, status) => {
    if (!message.statusCallback) return;
    const fields = {
      AccountSid: TWILIO_RECEIVER.accountSid,
      MessageSid: message.sid,
      MessageStatus: status,
      To: message.to,
      From: message.from,
      ApiVersion: '2010-04-01',
    };
    try {
      const answer = await postSigned(message.statusCallback, fields);
      message.callbacks.push({ status, answered: answer.status });
    } catch (error) {
      message.callbacks.push({ status, answered: String(error) });
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', TWILIO_RECEIVER_URL);
      if (request.method === 'GET' && url.pathname === '/_receiver/messages') {
        return sendJson(response, 200, messages);
      }
      if (request.method === 'POST' && url.pathname === '/_receiver/reset') {
        messages.length = 0;
        failure = { mode: null, times: 0 };
        return sendJson(response, 200, { ok: true });
      }
      if (request.method === 'POST' && url.pathname === '/_receiver/fail') {
        const { mode, times = 1 } = await readForm(request);
        failure = { mode: ['500', 'timeout', '21610'].includes(mode) ? mode : null, times: Number(times) };
        return sendJson(response, 200, failure);
      }
      if (request.method === 'POST' && url.pathname === '/_receiver/holdDelivery') {
        const { to, hold } = await readForm(request);
        if (hold) outOfCoverage.set(String(to), outOfCoverage.get(String(to)) ?? []);
        else {
          for (const message of outOfCoverage.get(String(to)) ?? []) void callBack(message, 'delivered');
          outOfCoverage.delete(String(to));
        }
        return sendJson(response, 200, { to, hold: Boolean(hold) });
      }
      if (request.method === 'POST' && url.pathname === '/_receiver/reply') {
        const { from, body } = await readForm(request);
        const fields = {
          AccountSid: TWILIO_RECEIVER.accountSid,
          MessageSid: `SM${randomBytes(16).toString('hex')}`,
          From: String(from),
          To: '+15550100000',
          Body: String(body),
          NumMedia: '0',
        };
        log(`[sms] ← ${fields.From}: ${fields.Body}`);
        return sendJson(response, 200, await postSigned(incomingUrl, fields));
      }
      const send = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (request.method !== 'POST' || !send) {
        return sendJson(response, 404, {
          code: 20404,
          message: 'The requested resource was not found',
          status: 404,
        });
      }
      if (request.headers.authorization !== expectedAuth || send[1] !== TWILIO_RECEIVER.accountSid) {
        return sendJson(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = await readForm(request);
      if (!/^\+\d{8,15}$/.test(form.To ?? '') || !form.Body || !(form.MessagingServiceSid || form.From)) {
        return sendJson(response, 400, {
          code: 21604,
          message: "A 'To', 'Body' and sender are required",
          status: 400,
        });
      }
      const mode = failure.times > 0 ? failure.mode : null;
      if (mode) failure.times -= 1;
      if (mode === '21610') {
        log(`[sms] ✗ ${form.To} replied STOP earlier: not sent (21610)`);
        return sendJson(response, 400, {
          code: 21610,
          message: 'Attempt to send to unsubscribed recipient',
          more_info: 'https://www.twilio.com/docs/errors/21610',
          status: 400,
        });
      }
      const message = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.To,
        from: form.From ?? '+15550100000',
        messagingServiceSid: form.MessagingServiceSid ?? null,
        body: form.Body,
        statusCallback: form.StatusCallback ?? null,
        receivedAt: new Date().toISOString(),
        answeredWith: mode ?? '201',
        callbacks: [],
      };
      messages.push(message);
      log(`[sms] → ${message.to}: ${message.body}`);
      const report = () =>
        setTimeout(() => {
          void callBack(message, 'sent').then(() =>
            setTimeout(() => {
              const waiting = outOfCoverage.get(message.to);
              if (waiting) waiting.push(message);
              else void callBack(message, 'delivered');
            }, CALLBACK_GAP_MS),
          );
        }, CALLBACK_GAP_MS);
      if (mode === '500') {
        sendJson(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
        return report();
      }
      if (mode === 'timeout') {
        // The text goes out; the answer does not come in time.
        const timer = setTimeout(() => {
          held.delete(timer);
          if (!response.writableEnded) sendJson(response, 201, { sid: message.sid, status: 'queued' });
        }, TIMEOUT_HOLD_MS);
        held.add(timer);
        return report();
      }
      sendJson(response, 201, {
        sid: message.sid,
        account_sid: TWILIO_RECEIVER.accountSid,
        messaging_service_sid: message.messagingServiceSid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${TWILIO_RECEIVER.accountSid}/Messages/${message.sid}.json`,
      });
      return report();
    })().catch((error) => {
      if (!response.headersSent) sendJson(response, 500, { message: String(error) });
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(TWILIO_RECEIVER.port, TWILIO_RECEIVER.host, resolve);
  });
  return {
    url: TWILIO_RECEIVER_URL,
    stop: () =>
      new Promise((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
