/** A refused identity command; mapped by the shared filter like every domain rejection. */
export class IdentityRejection extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(code);
    this.name = 'IdentityRejection';
  }
}
