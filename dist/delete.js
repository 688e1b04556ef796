import { delete as run } from './index.js';

await run();
