/*
 * Every deployment comes with a tracing project of its name, in its workspace. Deleting the
 * deployment leaves the project unless the DELETE asks `delete_tracing_project=true`, and a
 * project left over blocks a create of that name (409): a preview deleted without its tracing
 * project cannot be created again under its name.
 */
export class TracingProjects {
  readonly #names = new Map<string, Set<string>>();

  add(tenantId: string, name: string): void {
    const names = this.#names.get(tenantId) ?? new Set<string>();
    names.add(name);
    this.#names.set(tenantId, names);
  }

  has(tenantId: string, name: string): boolean {
    return this.#names.get(tenantId)?.has(name) ?? false;
  }

  remove(tenantId: string, name: string): void {
    this.#names.get(tenantId)?.delete(name);
  }

  /** The projects of a workspace, in the order they were made. */
  of(tenantId: string): string[] {
    return [...(this.#names.get(tenantId) ?? [])];
  }
}

/** The 409 detail of a create whose name a tracing project already holds. */
export function tracingProjectTaken(name: string, tenantId: string): string {
  return `A tracing project named '${name}' already exists in workspace ${tenantId}. Delete it, or create the deployment under another name.`;
}
