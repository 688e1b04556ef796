import { registry as run } from './index.js';

await run();
