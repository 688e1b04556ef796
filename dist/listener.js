import { listener } from './index.js';

await listener();
