/** A bridge argument that is well-formed but not acceptable (unknown profile id…); `field` names it. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InputError';
  }
}
