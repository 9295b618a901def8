export const testFixtureRoutes = ['/test-fixtures/**'];
export const crashMessage = 'The crash fixture failed to render its content.';
export const crashCause = 'The fixture data was deliberately left out.';
