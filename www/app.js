// Starts the site. A file rather than Trunk's inline loader, so the pages run
// under a Content-Security-Policy without 'unsafe-inline'.
import init, { mount_site } from './tavoliere.js';

init().then(() => mount_site(document.getElementById('app')));
