// The example blog's own script: it must keep running whatever the boards
// do, broken ones included. The end-to-end test reads what it writes.
addEventListener('load', () => {
  const note = document.getElementById('host-note');
  note.textContent += ' (the host script ran after every board was set up)';
  document.body.dataset.hostScript = 'ran';
});

// A board driven by the page through its JavaScript interface: its moves are
// listed as they are played, and the buttons ask the board (which checks
// them by the game's own rules) to play, to turn round and to start again.
const board = document.getElementById('api-board');
const log = document.getElementById('api-log');
const said = document.getElementById('api-said');

board.addEventListener('tavoliere-move', (event) => {
  const { move, ply, toMove, outcome } = event.detail;
  const item = document.createElement('li');
  item.textContent = outcome ? `${move}: ${outcome.words}` : `${move} (${toMove} to move)`;
  item.dataset.ply = String(ply);
  log.append(item);
});
board.addEventListener('tavoliere-end', (event) => {
  said.textContent = `Game over after ${event.detail.ply} moves: ${event.detail.outcome.words}`;
});

document.getElementById('api-play').addEventListener('click', () => {
  board.play('b1-d3').then(
    (played) => { said.textContent = played ? 'The page played b1-d3.' : 'b1-d3 cannot be played here.'; },
    (error) => { said.textContent = `The board did not answer: ${error.message}`; },
  );
});
document.getElementById('api-flip').addEventListener('click', () => {
  board.flip().then((flipped) => { said.textContent = flipped ? 'White is at the bottom now.' : 'Black is at the bottom again.'; });
});
document.getElementById('api-reset').addEventListener('click', () => {
  board.setMoves([]).then(() => {
    log.replaceChildren();
    said.textContent = 'A new game.';
  });
});
