// Runs the `tavoliere` command line compiled to wasm32-wasip1 under Node's
// WASI, so the engine's speed in WebAssembly is measured on exactly the code
// path the native figures come from. Used by scripts/bench.sh.
'use strict';
const fs = require('fs');
const { WASI } = require('node:wasi');

const [wasmPath, ...args] = process.argv.slice(2);
const wasi = new WASI({ version: 'preview1', args: ['tavoliere', ...args], env: {}, returnOnExit: true });
const compiled = new WebAssembly.Module(fs.readFileSync(wasmPath));
const instance = new WebAssembly.Instance(compiled, wasi.getImportObject());
process.exitCode = wasi.start(instance);
