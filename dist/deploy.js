import { deploy as run } from './index.js';

await run();
