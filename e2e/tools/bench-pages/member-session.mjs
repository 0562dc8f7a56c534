/**
 * A demo member's session, got the way the site gets one: a code requested by
 * e-mail, read from the API's development outbox, and verified. The site keeps
 * the access token and the session id in localStorage (the session store of
 * @club/platform), so a browser context that starts with them is signed in.
 */

/** The demo account with an active membership (api/src/dev/demo-data/users.ts). */
export const DEMO_MEMBER_EMAIL = 'member@demo.club';

/** "… code is 123456." or "123456 is your … code …": a code and the word in one sentence. */
const CODE_SENTENCE = /\bcode\b[^.\n]*?\b(\d{6})\b|\b(\d{6})\b[^.\n]*?\bcode\b/i;

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status === 429) {
    throw new Error(
      `${url} answered 429: the API sends a few codes an hour to one account; ` +
        'serve the site with OTP_REQUESTS_PER_HOUR, OTP_REQUESTS_PER_HOUR_FROM_OTHERS and ' +
        'OTP_REQUESTS_PER_HOUR_PER_NETWORK raised (e.g. 100) to run the bench often',
    );
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function outbox(apiUrl, to) {
  const response = await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the development outbox answered ${response.status}`);
  return response.json();
}

/** The code in the first message to `to` that came after the messages in `seen`. */
async function newCode(apiUrl, to, seen) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const message of await outbox(apiUrl, to)) {
      if (seen.has(`${message.createdAt}\n${message.text}`)) continue;
      const match = CODE_SENTENCE.exec(message.text);
      if (match) return match[1] ?? match[2];
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`no sign-in code for ${to} in the development outbox`);
}

/** Signs `email` in through the API: { accessToken, sessionId }. */
export async function signIn(apiUrl, email = DEMO_MEMBER_EMAIL) {
  const seen = new Set(
    (await outbox(apiUrl, email)).map((message) => `${message.createdAt}\n${message.text}`),
  );
  const { nonce } = await postJson(`${apiUrl}/auth/otp/request`, { email });
  if (!nonce) throw new Error(`${email} has no account on this API`);
  const code = await newCode(apiUrl, email, seen);
  const { accessToken, sessionId } = await postJson(`${apiUrl}/auth/otp/verify`, { nonce, code });
  return { accessToken, sessionId };
}

/** Playwright's storage state of a browser that is signed in on `site` with `session`. */
export function signedInState(site, session) {
  return {
    cookies: [],
    origins: [
      {
        origin: site,
        localStorage: [
          { name: 'accessToken', value: session.accessToken },
          { name: 'sessionId', value: session.sessionId },
        ],
      },
    ],
  };
}
