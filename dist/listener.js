import { listener as run } from './index.js';

await run();
