/** The error algoliasearch throws when no host answers: DocSearch shows its error screen for it. */
export class RetryError extends Error {
  readonly stackTrace: unknown[] = [];
  constructor(cause: unknown) {
    super(
      'Unreachable hosts - the built-in search index could not be loaded. Check the network connection and that the site was built with its search index.',
    );
    this.name = 'RetryError';
    this.cause = cause;
  }
}
