// The computer's thinking thread. The page sends a search as text (a job:
// level, seed, time limit and the game's record) and gets the move back, so
// the page's own thread only draws and answers clicks while the computer
// thinks. It loads the same wasm as the page; the browser compiles it from
// its cache. A job runs to its end: to give one up the page stops this
// worker and starts another (src/web/search.rs).
import init, { answer_job } from './tavoliere.js';

const ready = init({ module_or_path: new URL('./tavoliere_bg.wasm', import.meta.url) });

self.onmessage = async (event) => {
  await ready;
  self.postMessage(answer_job(String(event.data)));
};
