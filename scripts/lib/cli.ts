export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

/** A script's last word on a failure: prints it, exits 1. */
export function fail(error: unknown): never {
  console.error(error);
  process.exit(1);
}
