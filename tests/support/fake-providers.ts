// Sandbox twins of the Google and LINE sign-in providers: one real HTTP server on loopback with
// keys made at start, speaking the same endpoints, pages and token formats as the real ones, so
// sign-in runs end to end offline (unit tests, Playwright, `npm run sandbox:providers`).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface FakeProvidersOptions {
  /** 0 or absent: any free port. */
  port?: number;
  googleClientId?: string;
  lineChannelId?: string;
  lineChannelSecret?: string;
  /** How the LINE token endpoint signs ID tokens: channel secret (web login) or published ES256 key. */
  lineIdTokenAlg?: 'HS256' | 'ES256';
  /** Milliseconds since the epoch; lets tests move the providers' clock (code expiry, iat/exp). */
  now?: () => number;
}

/** Ways to forge a Google ID token, for refusal tests. */
export interface GoogleSignOptions {
  /** Sign with a key that is not in the published set (but claims the published key id). */
  wrongKey?: boolean;
  audience?: string;
  issuer?: string;
}

/** Ways to spoil the ID token the token endpoint will answer for a code. */
export interface LineCodeOptions {
  /** Bind the code to this redirect URI; absent: any redirect URI is accepted at the exchange. */
  redirectUri?: string;
  audience?: string;
  issuer?: string;
  /** Alter the payload after signing, so the signature no longer matches. */
  tamper?: boolean;
  /** Sign an HS256 token with a secret other than the channel secret. */
  wrongSecret?: boolean;
}

export interface FakeProviders {
  origin: string;
  /** What our server needs to talk to these providers (LINE_REDIRECT_URI is the caller's). */
  env: Record<string, string>;
  googleClientId: string;
  lineChannelId: string;
  lineChannelSecret: string;
  /** Signs a Google ID token; `claims` override the defaults (iss, aud, sub from email, iat, exp +1 h). */
  signGoogleIdToken(claims?: JWTPayload, options?: GoogleSignOptions): Promise<string>;
  /** An authorization code as the consent page would issue it, valid for 10 minutes, single use. */
  issueLineCode(claims?: JWTPayload, options?: LineCodeOptions): string;
  stop(): Promise<void>;
}

interface PendingCode {
  claims: JWTPayload;
  options: LineCodeOptions;
  issuedAt: number;
  withIdToken: boolean;
}

const LINE_CODE_LIFETIME_MS = 10 * 60 * 1000;
const TOKEN_LIFETIME_SECONDS = 3600;

export async function startFakeProviders(options: FakeProvidersOptions = {}): Promise<FakeProviders> {
  const now = options.now ?? Date.now;
  const googleClientId = options.googleClientId || `${randomDigits(12)}-sandbox.apps.googleusercontent.com`;
  const lineChannelId = options.lineChannelId || randomDigits(10);
  const lineChannelSecret = options.lineChannelSecret || randomBytes(16).toString('hex');
  const lineIdTokenAlg = options.lineIdTokenAlg ?? 'HS256';

  const googleKeys = await generateKeyPair('RS256', { extractable: true });
  const googleForgeryKeys = await generateKeyPair('RS256');
  const googleKid = randomBytes(8).toString('hex');
  const lineKeys = await generateKeyPair('ES256', { extractable: true });
  const lineKid = randomBytes(8).toString('hex');
  const googleJwks = { keys: [await publicJwk(googleKeys.publicKey, googleKid, 'RS256')] };
  const lineJwks = { keys: [await publicJwk(lineKeys.publicKey, lineKid, 'ES256')] };

  const codes = new Map<string, PendingCode>();
  let origin = '';

  const seconds = () => Math.floor(now() / 1000);

  async function signGoogleIdToken(claims: JWTPayload = {}, signOptions: GoogleSignOptions = {}): Promise<string> {
    const iat = seconds();
    const email = typeof claims.email === 'string' ? claims.email : undefined;
    const payload: JWTPayload = {
      iss: signOptions.issuer ?? origin,
      aud: signOptions.audience ?? googleClientId,
      azp: signOptions.audience ?? googleClientId,
      sub: email ? googleSubject(email) : randomDigits(21),
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      ...claims,
    };
    const key = signOptions.wrongKey ? googleForgeryKeys.privateKey : googleKeys.privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: googleKid, typ: 'JWT' }).sign(key);
  }

  function issueLineCode(claims: JWTPayload = {}, codeOptions: LineCodeOptions = {}): string {
    return rememberCode(claims, codeOptions, true);
  }

  function rememberCode(claims: JWTPayload, codeOptions: LineCodeOptions, withIdToken: boolean): string {
    const code = randomBytes(15).toString('base64url');
    codes.set(code, { claims, options: codeOptions, issuedAt: now(), withIdToken });
    return code;
  }

  async function signLineIdToken(pending: PendingCode): Promise<string> {
    const iat = seconds();
    const email = typeof pending.claims.email === 'string' ? pending.claims.email : undefined;
    const payload: JWTPayload = {
      iss: pending.options.issuer ?? origin,
      aud: pending.options.audience ?? lineChannelId,
      sub: email ? lineSubject(email) : `U${randomBytes(16).toString('hex')}`,
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      amr: ['linesso'],
      ...pending.claims,
    };
    let token: string;
    if (lineIdTokenAlg === 'ES256') {
      token = await new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: lineKid, typ: 'JWT' }).sign(lineKeys.privateKey);
    } else {
      const secret = pending.options.wrongSecret ? randomBytes(16).toString('hex') : lineChannelSecret;
      token = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
    }
    return pending.options.tamper ? tamperPayload(token) : token;
  }

  // --- HTTP ---------------------------------------------------------------------------------

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /health':
        return send(response, 200, 'text/plain; charset=utf-8', 'ok');
      case 'GET /oauth2/v3/certs':
        return sendJson(response, 200, googleJwks);
      case 'GET /gsi/client':
        return send(response, 200, 'text/javascript; charset=utf-8', gsiClientScript(origin));
      case 'GET /gsi/select':
        return googleChooser(url.searchParams, response);
      case 'POST /gsi/select':
        return googleChooserSubmit(new URLSearchParams(await readBody(request)), response);
      case 'GET /oauth2/v2.1/authorize':
        return lineConsent(url.searchParams, response);
      case 'POST /oauth2/v2.1/authorize':
        return lineConsentSubmit(new URLSearchParams(await readBody(request)), response);
      case 'POST /oauth2/v2.1/token':
        return lineToken(request, await readBody(request), response);
      case 'GET /oauth2/v2.1/certs':
        return sendJson(response, 200, lineJwks);
      default:
        return sendJson(response, 404, { error: 'not_found' });
    }
  }

  function googleChooser(query: URLSearchParams, response: ServerResponse): void {
    const clientId = query.get('client_id') ?? '';
    const openerOrigin = webOrigin(query.get('origin'));
    if (clientId !== googleClientId || !openerOrigin) {
      return sendHtml(response, 400, errorPage('Access blocked', 'The request names an unknown client or origin (invalid_client).'));
    }
    sendHtml(response, 200, googleChooserPage(clientId, openerOrigin));
  }

  async function googleChooserSubmit(form: URLSearchParams, response: ServerResponse): Promise<void> {
    const clientId = form.get('client_id') ?? '';
    const openerOrigin = webOrigin(form.get('origin'));
    const email = (form.get('email') ?? '').trim();
    if (clientId !== googleClientId || !openerOrigin || !email.includes('@')) {
      return sendHtml(response, 400, errorPage('Access blocked', 'Invalid sign-in request.'));
    }
    const name = (form.get('name') ?? '').trim();
    const credential = await signGoogleIdToken({
      email,
      email_verified: form.get('email_verified') === 'on',
      ...(name ? { name } : {}),
    });
    sendHtml(response, 200, googleHandBackPage({ type: 'fake-gsi-credential', clientId, credential }, openerOrigin));
  }

  function lineConsent(query: URLSearchParams, response: ServerResponse): void {
    const problem = authorizeProblem(query);
    if (problem) return sendHtml(response, 400, errorPage('400 Bad Request', problem));
    sendHtml(response, 200, lineConsentPage(query));
  }

  function lineConsentSubmit(form: URLSearchParams, response: ServerResponse): void {
    const problem = authorizeProblem(form);
    if (problem) return sendHtml(response, 400, errorPage('400 Bad Request', problem));
    const redirect = new URL(form.get('redirect_uri') ?? '');
    if (form.get('decision') !== 'allow') {
      redirect.searchParams.set('error', 'access_denied');
      redirect.searchParams.set('error_description', 'The resource owner denied the request.');
    } else {
      const scopes = (form.get('scope') ?? '').split(/\s+/);
      const email = (form.get('email') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      const nonce = form.get('nonce');
      const claims: JWTPayload = {
        sub: lineSubject(email || randomUUID()),
        ...(name ? { name } : {}),
        ...(email && scopes.includes('email') ? { email } : {}),
        ...(nonce ? { nonce } : {}),
      };
      redirect.searchParams.set('code', rememberCode(claims, { redirectUri: redirect.href }, scopes.includes('openid')));
    }
    redirect.searchParams.set('state', form.get('state') ?? '');
    response.writeHead(302, { location: redirect.href, 'cache-control': 'no-store' }).end();
  }

  function authorizeProblem(params: URLSearchParams): string | null {
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (params.get('client_id') !== lineChannelId) return 'Invalid client_id';
    if (!httpUrl(params.get('redirect_uri'))) return 'Invalid redirect_uri';
    if (!params.get('state')) return 'state is required';
    if (!params.get('scope')) return 'scope is required';
    return null;
  }

  async function lineToken(request: IncomingMessage, body: string, response: ServerResponse): Promise<void> {
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return sendJson(response, 400, { error: 'invalid_request', error_description: 'form-encoded body required' });
    }
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'authorization_code') {
      return sendJson(response, 400, { error: 'unsupported_grant_type', error_description: 'unsupported grant_type' });
    }
    if (form.get('client_id') !== lineChannelId || form.get('client_secret') !== lineChannelSecret) {
      return sendJson(response, 400, { error: 'invalid_client', error_description: 'invalid client_id or client_secret' });
    }
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    // A code is consumed by any exchange attempt, as the real endpoint does.
    codes.delete(code);
    const expired = pending !== undefined && now() - pending.issuedAt > LINE_CODE_LIFETIME_MS;
    const redirectMismatch = pending?.options.redirectUri !== undefined && pending.options.redirectUri !== form.get('redirect_uri');
    if (!pending || expired || redirectMismatch) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: expired ? 'code expired' : 'invalid authorization code' });
    }
    sendJson(response, 200, {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 2_592_000,
      ...(pending.withIdToken ? { id_token: await signLineIdToken(pending) } : {}),
      refresh_token: randomBytes(16).toString('base64url'),
      scope: pending.withIdToken ? 'profile openid email' : 'profile',
      token_type: 'Bearer',
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: 'server_error', error_description: String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    env: {
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_JWKS_URL: `${origin}/oauth2/v3/certs`,
      GOOGLE_ISSUERS: origin,
      GOOGLE_SCRIPT_URL: `${origin}/gsi/client`,
      LINE_CHANNEL_ID: lineChannelId,
      LINE_CHANNEL_SECRET: lineChannelSecret,
      LINE_TOKEN_URL: `${origin}/oauth2/v2.1/token`,
      LINE_AUTHORIZE_URL: `${origin}/oauth2/v2.1/authorize`,
      LINE_JWKS_URL: `${origin}/oauth2/v2.1/certs`,
      LINE_ISSUER: origin,
    },
    googleClientId,
    lineChannelId,
    lineChannelSecret,
    signGoogleIdToken,
    issueLineCode,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// --- Stable subjects: the same email signs in as the same person across restarts ----------

function googleSubject(email: string): string {
  const digest = BigInt(`0x${createHash('sha256').update(`google:${email.toLowerCase()}`).digest('hex')}`);
  return `1${(digest % 10n ** 20n).toString().padStart(20, '0')}`;
}

function lineSubject(email: string): string {
  return `U${createHash('sha256').update(`line:${email.toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

// --- Helpers ------------------------------------------------------------------------------

async function publicJwk(key: CryptoKey, kid: string, alg: string): Promise<JWK> {
  return { ...(await exportJWK(key)), kid, alg, use: 'sig' };
}

function tamperPayload(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as JWTPayload;
  claims.sub = `${String(claims.sub)}x`;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) digits += randomBytes(8).readBigUInt64BE().toString();
  return digits.slice(0, count);
}

function httpUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function webOrigin(value: string | null): string | null {
  const url = httpUrl(value);
  return url && url.origin === value ? url.origin : null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, body: string): void {
  send(response, status, 'text/html; charset=utf-8', body);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON safe to place inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#202124}
label{display:block;margin:.75rem 0 .25rem}input[type=email],input[type=text]{width:100%;padding:.5rem;box-sizing:border-box}
.actions{display:flex;gap:.5rem;margin-top:1.25rem}button{padding:.5rem 1rem}
.note{color:#5f6368;font-size:.85rem}
</style></head><body>${body}</body></html>`;
}

function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

function googleChooserPage(clientId: string, openerOrigin: string): string {
  return page(
    'Sign in – Google Accounts (sandbox)',
    `<h1>Choose an account</h1>
<p class="note">to continue to ${escapeHtml(openerOrigin)} (sandbox Google)</p>
<form method="post" action="/gsi/select">
<input type="hidden" name="client_id" value="${escapeHtml(clientId)}">
<input type="hidden" name="origin" value="${escapeHtml(openerOrigin)}">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="off">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off">
<label><input name="email_verified" type="checkbox" checked> Email verified</label>
<div class="actions"><button type="submit">Continue</button><button type="button" onclick="window.close()">Cancel</button></div>
</form>`,
  );
}

function googleHandBackPage(message: { type: string; clientId: string; credential: string }, openerOrigin: string): string {
  return page(
    'Signing in…',
    `<p>Signing in…</p>
<script>
if (window.opener) window.opener.postMessage(${scriptJson(message)}, ${scriptJson(openerOrigin)});
window.close();
</script>`,
  );
}

function lineConsentPage(query: URLSearchParams): string {
  const hidden = ['response_type', 'client_id', 'redirect_uri', 'state', 'scope', 'nonce']
    .filter((name) => query.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('\n');
  return page(
    'LINE Login (sandbox)',
    `<h1>LINE Login</h1>
<p class="note">The service is asking for: ${escapeHtml(query.get('scope') ?? '')} (sandbox LINE)</p>
<form method="post" action="/oauth2/v2.1/authorize">
${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="off">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="off">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

/**
 * The part of Google Identity Services our sign-in button uses: initialize, renderButton and the
 * credential callback, with the account chooser in a popup on this server.
 */
function gsiClientScript(origin: string): string {
  return `(function () {
  'use strict';
  var ORIGIN = ${scriptJson(origin)};
  var LABELS = { signin_with: 'Sign in with Google', signup_with: 'Sign up with Google', continue_with: 'Continue with Google', signin: 'Sign in' };
  var config = null;
  function initialize(options) {
    config = { clientId: options && options.client_id, callback: options && options.callback };
  }
  function openChooser() {
    if (!config || !config.clientId) { console.error('[GSI_LOGGER]: Missing required parameter "client_id".'); return; }
    var url = ORIGIN + '/gsi/select?client_id=' + encodeURIComponent(config.clientId) + '&origin=' + encodeURIComponent(location.origin);
    window.open(url, 'g_sandbox_select', 'popup,width=480,height=600');
  }
  function renderButton(parent, options) {
    if (!parent) { console.error('[GSI_LOGGER]: Parent element is required.'); return; }
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = LABELS[(options && options.text) || 'signin_with'] || LABELS.signin_with;
    button.setAttribute('data-sandbox-gsi', 'button');
    button.style.cssText = 'display:inline-flex;align-items:center;gap:8px;padding:0 12px;height:40px;border:1px solid #dadce0;border-radius:4px;background:#fff;color:#3c4043;font:500 14px system-ui,sans-serif;cursor:pointer;' + (options && options.width ? 'width:' + options.width + 'px;' : '');
    button.addEventListener('click', openChooser);
    parent.replaceChildren(button);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.type !== 'fake-gsi-credential' || !config || data.clientId !== config.clientId) return;
    if (typeof config.callback === 'function') config.callback({ credential: data.credential, select_by: 'btn', clientId: config.clientId });
  });
  var google = window.google = window.google || {};
  google.accounts = google.accounts || {};
  google.accounts.id = {
    initialize: initialize,
    renderButton: renderButton,
    prompt: function () {},
    cancel: function () {},
    disableAutoSelect: function () {},
  };
  if (typeof window.onGoogleLibraryLoad === 'function') window.onGoogleLibraryLoad();
})();
`;
}
