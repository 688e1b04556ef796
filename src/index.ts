import { run } from './deploy/run.ts';

void run();
