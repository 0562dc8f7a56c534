/**
 * The security headers of the site's static files, as `scripts/static-server.mjs`
 * sends them and as a CDN should (docs/architecture.md, "Security headers"). The access
 * token lives in local storage, so the Content-Security-Policy is the main
 * defence against token theft: scripts only from the site's own origins (the
 * shell and the remotes of config.json) and the payment provider's checkout,
 * no inline scripts, and no framing.
 */

/** The payment provider's checkout: its script, and the frames and calls it makes. */
export const PAYMENT_CHECKOUT = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

const origin = (url) => new URL(url).origin;

/**
 * The headers of an HTML page of the site.
 * @param {{ apiUrl: string, remoteUrls: string[], trustedOrigins?: string[], testCheckout?: boolean }} options
 *   `remoteUrls`: each remote's manifest URL from config.json (its origin is trusted).
 *   `trustedOrigins`: more origins remotes or the API may be served from (a staging
 *   CDN, or the extra servers of the e2e specs): SITE_TRUSTED_ORIGINS.
 *   `testCheckout`: the API is a local development one with the test payment
 *   provider, whose checkout script (the stand-in for Razorpay's) it serves
 *   itself; never for a deployed site.
 */
export function pageSecurityHeaders({
  apiUrl,
  remoteUrls,
  trustedOrigins = [],
  testCheckout = false,
}) {
  const remotes = [...new Set([...remoteUrls, ...trustedOrigins].map(origin))];
  const api = origin(apiUrl);
  const checkoutScripts = testCheckout ? [PAYMENT_CHECKOUT.script, api] : [PAYMENT_CHECKOUT.script];
  const policy = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set([...remotes, ...checkoutScripts])],
    // Inline style attributes (React's style prop) but no inline scripts.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...new Set([api, ...remotes])],
    'frame-src': PAYMENT_CHECKOUT.frames,
    // The service worker (/sw.js) and the web app manifest, from the shell's own origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * Hints on an HTML page: open the connections to the remotes and the API while
 * the page is still starting, since the remotes' origins are only known from
 * config.json at run time. A remote's first request is its manifest, fetched
 * with CORS (`crossorigin`); the API's requests carry credentials.
 * @param {{ apiUrl: string, remoteUrls: string[] }} options
 */
export function pageHintHeaders({ apiUrl, remoteUrls }) {
  const remotes = [...new Set(remoteUrls.map(origin))];
  const links = [
    ...remotes.map((remote) => `<${remote}>; rel=preconnect; crossorigin`),
    `<${origin(apiUrl)}>; rel=preconnect`,
  ];
  return { Link: links.join(', ') };
}

/**
 * HTTP Strict Transport Security: a browser that got it over HTTPS goes to this
 * host and all its subdomains over HTTPS only, for a year (so every subdomain of
 * the site's host must speak HTTPS). Not `preload`: the browsers' preload list
 * binds the whole domain and takes months to leave, a decision made with the
 * domain rather than by a server. The edge (nginx) sends this same value.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const ON = ['1', 'true', 'yes', 'on'];
const OFF = ['0', 'false', 'no', 'off', ''];

/**
 * BEHIND_TLS, read as the API reads it: `1` when browsers reach this server over
 * HTTPS (a TLS edge or load balancer in front), so its answers carry HSTS; unset
 * or `0` otherwise. Never set it in development on http://localhost: a browser
 * that saw HSTS for localhost refuses plain HTTP there, for every project, for a year.
 * @param {string | undefined} value the variable's value
 * @param {string} publicUrl where browsers reach the site: `1` needs an https:// one
 * @returns {boolean}
 */
export function parseBehindTls(value, publicUrl) {
  const text = (value ?? '').trim().toLowerCase();
  if (OFF.includes(text)) return false;
  if (!ON.includes(text)) throw new Error(`BEHIND_TLS takes 1 or 0, not "${value}"`);
  if (new URL(publicUrl).protocol !== 'https:') {
    throw new Error(
      `BEHIND_TLS=1 says browsers come over HTTPS, so the public URL must be https:// (it is ${publicUrl})`,
    );
  }
  return true;
}

/**
 * The headers every answer of a server carries for its transport: HSTS behind
 * TLS, nothing on plain HTTP.
 * @param {boolean} tls whether browsers reach the server over HTTPS (`parseBehindTls`)
 * @returns {Record<string, string>}
 */
export const transportSecurityHeaders = (tls) =>
  tls ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};

/** The headers of every other file (scripts, styles, manifests, images). */
export const FILE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
