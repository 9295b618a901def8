/** Routes that exist for the browser tests only; kept out of the sitemap and search engines. */
export const testFixtureRoutes = ['/test-fixtures/**'];

/** What the crash fixture throws, and the cause it attaches. */
export const crashMessage = 'The crash fixture failed to render its content.';
export const crashCause = 'The fixture data was deliberately left out.';
