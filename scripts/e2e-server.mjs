// The server the browser tests talk to: the production build on a fresh data directory, with
// analytics pointed at a fake tag served on loopback, so the consent tests watch real requests to a
// real third-party origin (which the CSP must allow, exactly).
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

/**
 * A stand-in for a gtag script: it processes the dataLayer like the real one, honours consent mode and
 * the `ga-disable-<id>` flag, sets `_ga` cookies once analytics storage is granted, and reports each
 * hit to /g/collect on its own origin.
 */
function fakeTag(origin) {
  return `(function () {
  var origin = ${JSON.stringify(origin)};
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var storage = 'denied';
  function identify() {
    if (window['ga-disable-' + id] || storage !== 'granted' || /(^|; )_ga=/.test(document.cookie)) return;
    document.cookie = '_ga=GA1.1.' + Date.now() + '; Max-Age=63072000; Path=/';
    document.cookie = '_ga_' + id.replace(/^G-/, '') + '=GS1.1.' + Date.now() + '; Max-Age=63072000; Path=/';
  }
  function hit(name, params) {
    if (window['ga-disable-' + id]) return;
    identify();
    var query = new URLSearchParams({ tid: id, en: name });
    Object.keys(params || {}).forEach(function (key) { query.set('ep.' + key, String(params[key])); });
    fetch(origin + '/g/collect?' + query.toString(), { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function handle(args) {
    if (args[0] === 'consent' && args[2] && args[2].analytics_storage) {
      storage = args[2].analytics_storage;
      identify();
    }
    if (args[0] === 'config') hit('page_view', {});
    if (args[0] === 'event') hit(args[1], args[2]);
  }
  var queued = window.dataLayer || [];
  window.dataLayer = { push: handle };
  for (var i = 0; i < queued.length; i += 1) handle(queued[i]);
})();`;
}

const analytics = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/gtag/js') {
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(fakeTag(`http://127.0.0.1:${analytics.address().port}`));
    return;
  }
  response.writeHead(url.pathname === '/g/collect' ? 204 : 404, { 'Access-Control-Allow-Origin': '*' });
  response.end();
});
await new Promise((resolve) => analytics.listen(0, '127.0.0.1', resolve));
analytics.unref();
process.env.ANALYTICS_URL ??= `http://127.0.0.1:${analytics.address().port}/gtag/js`;
process.env.ANALYTICS_TAG_ID ??= 'G-E2ETEST';

await import('./start.mjs');
