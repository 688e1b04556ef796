import { changes as run } from './index.js';

await run();
