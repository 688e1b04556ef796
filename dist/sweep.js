import { sweep as run } from './index.js';

await run();
