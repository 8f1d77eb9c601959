// Starts the site (a stand-in for the lead's loader, to test the shell):
// the header's switches first, then on every address the shell's home
// page (no fragment) or saved-games page (#saved), and for any other
// fragment the wasm, loaded once, which opens the game it names. Leaving a
// game page for the shell unmounts it. A file rather than an inline
// loader, so the pages run under a Content-Security-Policy without
// 'unsafe-inline'.
import { initPrefs } from './shell/prefs.js';
import { showHome, showSaved } from './shell/home.js';

const root = document.getElementById('app');
let wasm = null;
let mounted = false;

async function route() {
  const hash = location.hash.replace(/^#/, '');
  if (hash === '' || hash === 'saved') {
    if (mounted) {
      wasm.unmount_site();
      mounted = false;
    }
    if (hash === '') showHome(root);
    else showSaved(root);
  } else if (!mounted) {
    if (!wasm) {
      const module = await import('./tavoliere.js');
      await module.default();
      // The computer thinks in www/worker.js, off the page's thread.
      module.use_worker(new URL('./worker.js', import.meta.url).href);
      wasm = module;
    }
    mounted = true;
    wasm.mount_site(root);
  }
}

initPrefs();
window.addEventListener('hashchange', route);
route();

// Offline play, as web::offline does on a game page: the service worker
// beside this page caches the site once the first page has shown.
if (window.isSecureContext && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js')
      .catch((error) => console.warn('Tavoliere: no offline cache:', error));
  });
}
