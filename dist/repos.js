import { repos as run } from './index.js';

await run();
