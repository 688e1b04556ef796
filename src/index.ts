import { setFlagsFromString } from 'node:v8';
import { run } from './deploy/run.ts';

// undici parses HTTP with llhttp compiled to WebAssembly. A deploy parses a few dozen small
// answers, yet after the first few V8 recompiles the parser with its optimizing tier in the
// background, which raised the step's peak RSS by 16 MB and paid back nothing
// (docs/benchmark.md). A tiering budget this large keeps it on the baseline tier.
setFlagsFromString('--wasm-tiering-budget=2147483647');

void run();
