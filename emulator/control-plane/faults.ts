import type { Fault } from './fault-types.ts';

interface ActiveFault {
  fault: Fault;
  remaining: number;
  skip: number;
}

/**
 * Faults in the order they were added. A request meets the first one that matches it
 * and is not used up; while that one still has requests to skip, the request passes.
 */
export class FaultBook {
  #faults: ActiveFault[] = [];

  add(fault: Fault): void {
    const remaining = fault.times ?? 1;
    if (!(remaining > 0)) throw new Error('A fault must apply to at least one request.');
    this.#faults.push({ fault: { ...fault }, remaining, skip: fault.skip ?? 0 });
  }

  clear(): void {
    this.#faults = [];
  }

  /** The fault to apply to this request, if any; consumes one use of it. */
  take(method: string, path: string): Fault | undefined {
    const active = this.#faults.find(
      (candidate) => candidate.remaining > 0 && matches(candidate.fault, method, path),
    );
    if (!active) return undefined;
    if (active.skip > 0) {
      active.skip -= 1;
      return undefined;
    }
    active.remaining -= 1;
    if (active.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== active);
    return active.fault;
  }
}

/** What `RecordedRequest.faulted` says about a fault. */
export function faultLabel(fault: Fault): string {
  if (fault.action) return fault.action;
  if (fault.status !== undefined) return String(fault.status);
  return fault.delayMs === undefined && fault.until === undefined && fault.race ? 'race' : 'delay';
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (fault.path instanceof RegExp) {
    fault.path.lastIndex = 0;
    return fault.path.test(path);
  }
  return templateMatches(fault.path, path);
}

/** '/v2/deployments/:id' matches '/v2/deployments/<anything>'; other segments must be equal. */
function templateMatches(template: string, path: string): boolean {
  const expected = template.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return false;
  return expected.every((part, index) => {
    const segment = actual[index] ?? '';
    return part.startsWith(':') ? segment !== '' : part === segment;
  });
}
