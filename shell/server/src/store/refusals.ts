/** A registry change that is not allowed, with the reason a release manager reads. */
export class RegistryRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryRefused';
  }
}
