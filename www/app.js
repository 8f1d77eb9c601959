// Starts the site. A file rather than Trunk's inline loader, so the pages run
// under a Content-Security-Policy without 'unsafe-inline'.
import init, { mount_site, use_worker } from './tavoliere.js';

init().then(() => {
  // The computer thinks in www/worker.js, off the page's thread.
  use_worker(new URL('./worker.js', import.meta.url).href);
  mount_site(document.getElementById('app'));
});
