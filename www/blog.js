// The example blog's own script: it must keep running whatever the boards
// do, broken ones included. The end-to-end test reads what it writes.
addEventListener('load', () => {
  const note = document.getElementById('host-note');
  note.textContent += ' (the host script ran after every board was set up)';
  document.body.dataset.hostScript = 'ran';
});
