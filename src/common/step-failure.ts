/** A failure whose message is written for the user as it stands: no error name, no stack. */
export class StepFailure extends Error {}
