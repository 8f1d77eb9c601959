// A plain static host, as most real ones behave: it serves the files of one
// folder under a sub-folder of its address, answers every other path with
// 404 (no fallback to index.html), lists no directories, and sends no CORS or
// other special headers, only a content type by extension. Every request and
// its status is recorded, so a test can fail on any 404 the pages caused.
//
// const site = await servePlain({ root: DIST, prefix: '/games/tavoliere/' });
// site.url       -> 'http://127.0.0.1:PORT/games/tavoliere/'
// site.requests  -> [{ path, status }]
// site.missing() -> the requests that answered 404
// await site.close();

'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/// Serves `root` under `prefix` ('/' for the top) on 127.0.0.1 at a free
/// port. A directory answers with its index.html if it has one (as every
/// static host does), else 404. `host` overrides the name in `url`
/// ('localhost' gives a second origin on the same machine).
function servePlain({ root, prefix = '/', host = '127.0.0.1' }) {
  const base = path.resolve(root);
  const requests = [];
  const server = http.createServer((req, res) => {
    let status = 404;
    let file = null;
    let pathname = '';
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch (e) {
      pathname = '';
    }
    if (pathname.startsWith(prefix)) {
      let candidate = path.join(base, pathname.slice(prefix.length));
      if (candidate === base || candidate.startsWith(base + path.sep)) {
        if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory()) {
          candidate = path.join(candidate, 'index.html');
        }
        if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
          file = candidate;
          status = 200;
        }
      }
    }
    requests.push({ path: req.url, status });
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 Not Found\n');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = server.address().port;
      resolve({
        url: `http://${host}:${port}${prefix}`,
        origin: `http://${host}:${port}`,
        requests,
        missing: () => requests.filter((r) => r.status === 404),
        close: () => new Promise((done) => server.close(done)),
        server,
      });
    }),
  );
}

module.exports = { servePlain, TYPES };
