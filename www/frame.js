// embed.html: one board filling the frame, described by the URL fragment
// (embed.html#game=loa&moves=b1-d3+a7-c5&mode=view&ply=1), for hosts that
// strip scripts but allow iframes.
import init, { mount_board_from_fragment, use_worker } from './tavoliere.js';

const box = document.getElementById('board');
let board = null;

function mount() {
  if (board) { board.free(); board = null; }
  try {
    board = mount_board_from_fragment(box, location.hash);
  } catch (e) {
    box.textContent = 'This board stopped working: reload the page to try again.';
  }
}

init().then(() => {
  use_worker(new URL('./worker.js', import.meta.url).href);
  mount();
  addEventListener('hashchange', mount);
  new ResizeObserver(() => { if (board) board.resize(); }).observe(box);
});
