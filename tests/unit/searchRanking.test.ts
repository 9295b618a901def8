import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiIntent, type SearchEngine } from '../../src/search/engine';
import { analyzeQuery, indexTerms, stem } from '../../src/search/analyze';
import { pageKindOf } from '../../src/search/ranking';
import { algoliaSynonyms, synonymGroups } from '../../src/search/synonyms';
import { engineFor, type PageSpec as Page } from '../helpers/searchPages';

/**
 * The ranking rules on small fixture indexes (never the real one): each test
 * builds an index of a few made-up pages, so a rule that stops holding fails
 * here whatever the site's content is.
 */

/** The page paths of the hits, in order, without repeats. */
async function pagesFor(engine: SearchEngine, query: string): Promise<string[]> {
  const { hits } = await engine.search({ query, hitsPerPage: 20 });
  return [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
}

test('a page whose title is the query beats pages that only mention its words', async () => {
  const { engine } = engineFor([
    {
      path: '/tutorials/react',
      sections: [
        [
          1,
          'React tutorial',
          ['Wrap a feature flag around a component. The feature flag decides.'],
        ],
        [2, 'Create a feature flag', ['Create the feature flag in the admin UI.']],
      ],
    },
    {
      path: '/tutorials/python',
      sections: [
        [1, 'Python tutorial', ['Check the feature flag, then check the feature flag again.']],
      ],
    },
    {
      path: '/what-is-a-feature-flag',
      sections: [[1, 'What is a feature flag?', ['A switch in code, turned on and off remotely.']]],
    },
  ]);
  const pages = await pagesFor(engine, 'what is a feature flag');
  assert.equal(pages[0], '/what-is-a-feature-flag');
});

test('a title match beats the same words in body text, and headings keep their level order', async () => {
  const { engine } = engineFor([
    {
      path: '/reference/projects',
      sections: [[1, 'Projects', ['Projects hold flags. Segments can be scoped to a project.']]],
    },
    {
      path: '/reference/segments',
      sections: [
        [1, 'Segments', ['A reusable set of constraints.']],
        [2, 'Segments in projects', ['Scope a segment to one project.']],
      ],
    },
  ]);
  const { hits } = await engine.search({ query: 'segments', hitsPerPage: 20 });
  const urls = hits.map((hit) => new URL(hit.url));
  assert.equal(urls[0]?.pathname, '/reference/segments');
  assert.equal(urls[0]?.hash, '', 'the page title (lvl1) comes before its lvl2 section');
  assert.ok(
    urls.findIndex((u) => u.pathname === '/reference/projects') > 0,
    'the page that only mentions segments ranks below',
  );
});

const docsAndApi: Page[] = [
  {
    path: '/reference/api/unleash/segments',
    lvl0: 'API reference',
    sections: [[1, 'Segments', ['Create, update and delete segments.']]],
  },
  {
    path: '/reference/api/unleash/get-segments',
    lvl0: 'API reference',
    sections: [
      [1, 'Get all segments', ['GET /api/admin/segments', 'Retrieves all segments that exist.']],
    ],
  },
  {
    path: '/reference/api/unleash/create-segment',
    lvl0: 'API reference',
    sections: [[1, 'Create a segment', ['POST /api/admin/segments', 'Creates a new segment.']]],
  },
  {
    path: '/reference/segments',
    lvl0: 'Core concepts',
    sections: [
      [1, 'Segments', ['A segment is a reusable collection of constraints.']],
      [2, 'Creating segments', ['Open the segments page and add constraints.']],
    ],
  },
  {
    path: '/reference/strategies',
    lvl0: 'Core concepts',
    sections: [[1, 'Activation strategies', ['A strategy can use segments and constraints.']]],
  },
];

test('documentation beats the API reference for a topic word', async () => {
  const { engine } = engineFor(docsAndApi);
  const pages = await pagesFor(engine, 'segments');
  assert.equal(pages[0], '/reference/segments');
  const firstApi = pages.findIndex((page) => page.startsWith('/reference/api/'));
  const lastDoc =
    pages.length -
    1 -
    [...pages].reverse().findIndex((page) => !page.startsWith('/reference/api/'));
  assert.ok(firstApi > lastDoc, `API hits come after the documentation hits: ${pages.join(', ')}`);
});

test('the API reference wins for a path, a method, an operation name or "endpoint"', async () => {
  const { engine } = engineFor(docsAndApi);
  for (const query of ['GET /api/admin/segments', 'getSegments', 'get segments endpoint']) {
    const pages = await pagesFor(engine, query);
    assert.equal(pages[0], '/reference/api/unleash/get-segments', `${query}: ${pages.join(', ')}`);
  }
  // A bare path: one of the operations on it, before the concept page.
  const path = await pagesFor(engine, '/api/admin/segments');
  assert.match(path[0] ?? '', /^\/reference\/api\/unleash\/(get|create)-segments?$/);
  const create = await pagesFor(engine, 'POST /api/admin/segments');
  assert.equal(create[0], '/reference/api/unleash/create-segment');
});

test('the API intent of a query', () => {
  assert.equal(apiIntent('segments'), 'none');
  assert.equal(apiIntent('a/b testing'), 'none');
  assert.equal(apiIntent('create an api token'), 'weak');
  assert.equal(apiIntent('DELETE api token'), 'strong');
  assert.equal(apiIntent('/api/client/features'), 'strong');
  assert.equal(apiIntent('toggleFeatureEnvironmentOn'), 'strong');
  assert.equal(apiIntent('getAllClientFeatures'), 'strong');
  // Camel case that is a context field or an option, not an operation.
  assert.equal(apiIntent('stickiness on userId'), 'none');
  assert.equal(apiIntent('refreshInterval default'), 'none');
  assert.equal(apiIntent('appName in the api'), 'weak');
  assert.equal(apiIntent('archive feature endpoint'), 'strong');
  assert.equal(pageKindOf('https://x.dev/reference/api/unleash/get-segments#request'), 'api');
  assert.equal(pageKindOf('https://x.dev/reference/api-tokens-and-client-keys'), 'doc');
  assert.equal(pageKindOf('/api-overview'), 'doc');
});

test('stemming: word forms meet in the index and the query', async () => {
  assert.equal(stem('upgrading'), stem('upgrade'));
  assert.equal(stem('upgraded'), stem('upgrades'));
  assert.equal(stem('strategies'), stem('strategy'));
  assert.equal(stem('stickiness'), stem('sticky'));
  assert.equal(stem('activation'), stem('activate'));
  assert.equal(stem('flags'), 'flag');
  assert.equal(stem('access'), 'access');
  const { engine } = engineFor([
    {
      path: '/deploy/upgrade',
      sections: [[1, 'Upgrade Unleash', ['Read the release notes before you upgrade.']]],
    },
    { path: '/other', sections: [[1, 'Other page', ['Nothing about versions here.']]] },
  ]);
  assert.deepEqual(await pagesFor(engine, 'upgrading unleash '), ['/deploy/upgrade']);
  // Typed as far as a stem: the prefix still finds it.
  assert.deepEqual(await pagesFor(engine, 'upgradi'), ['/deploy/upgrade']);
});

test('synonyms and acronyms work both ways, from one table', async () => {
  const { engine } = engineFor([
    {
      path: '/reference/rbac',
      sections: [[1, 'Role-based access control', ['Roles grant permissions to users.']]],
    },
    {
      path: '/reference/sso',
      sections: [[1, 'SSO', ['Connect your identity provider.']]],
    },
    {
      path: '/reference/tokens',
      sections: [[1, 'Tokens', ['Create a personal access token in your profile.']]],
    },
    {
      path: '/reference/flags',
      sections: [[1, 'Feature flags', ['A flag turns code on and off.']]],
    },
  ]);
  assert.equal((await pagesFor(engine, 'rbac'))[0], '/reference/rbac');
  assert.equal((await pagesFor(engine, 'single sign-on'))[0], '/reference/sso');
  assert.equal((await pagesFor(engine, 'pat '))[0], '/reference/tokens');
  assert.equal((await pagesFor(engine, 'feature toggles'))[0], '/reference/flags');
  // The same table shapes the index and the query.
  assert.ok(indexTerms('Role-based access control').includes('rbac'));
  assert.deepEqual(analyzeQuery('role based access control'), ['rbac']);
  // And it is what search:push sends to Algolia.
  const sent = algoliaSynonyms();
  assert.equal(sent.length, synonymGroups.length);
  assert.ok(
    sent.some(
      (s) => s.synonyms.includes('rbac') && s.synonyms.includes('role-based access control'),
    ),
  );
});

test('the query as a phrase in a page title beats the same words apart', async () => {
  const text = ['What happens to its metrics, strategies and history.'];
  const { engine } = engineFor([
    { path: '/archive-a-feature', sections: [[1, 'Archive a feature flag', text]] },
    { path: '/feature-archive', sections: [[1, 'Feature flag archive', text]] },
  ]);
  assert.equal((await pagesFor(engine, 'archive a feature'))[0], '/archive-a-feature');
  assert.equal((await pagesFor(engine, 'feature flag archive'))[0], '/feature-archive');
});

test('a query naming an endpoint finds the operation on that exact path first', async () => {
  const operation = (slug: string, title: string, line: string): Page => ({
    path: `/reference/api/unleash/${slug}`,
    lvl0: 'API reference',
    sections: [[1, title, [line, 'Returns events of the instance.']]],
  });
  const { engine } = engineFor([
    operation('search-events', 'Search events', 'GET /api/admin/search/events'),
    operation('get-event', 'Get an event', 'GET /api/admin/events/{id}'),
    operation('get-events', 'List events', 'GET /api/admin/events'),
    operation('post-event', 'Post an event', 'POST /api/admin/events'),
  ]);
  assert.equal(
    (await pagesFor(engine, 'GET /api/admin/events'))[0],
    '/reference/api/unleash/get-events',
  );
  assert.equal(
    (await pagesFor(engine, 'POST /api/admin/events'))[0],
    '/reference/api/unleash/post-event',
  );
  // A parameter segment matches any value.
  assert.equal(
    (await pagesFor(engine, '/api/admin/events/42'))[0],
    '/reference/api/unleash/get-event',
  );
});

test("with the word 'API', the group of the best hit comes first", async () => {
  const { engine } = engineFor([
    {
      path: '/reference/api/unleash/create-api-token',
      lvl0: 'API reference',
      sections: [[1, 'Create an API token', ['POST /api/admin/api-tokens', 'Creates a token.']]],
    },
    {
      path: '/reference/api-tokens',
      sections: [[1, 'API tokens', ['Tokens let SDKs and scripts call Unleash.']]],
    },
  ]);
  assert.deepEqual(await pagesFor(engine, 'create an api token'), [
    '/reference/api/unleash/create-api-token',
    '/reference/api-tokens',
  ]);
  // Without an API word, documentation first, whatever the scores.
  assert.equal((await pagesFor(engine, 'tokens'))[0], '/reference/api-tokens');
});

test("with the word 'API', a concept page whose heading does not name the API comes after the operation", async () => {
  const maintenance = engineFor([
    {
      path: '/reference/maintenance-mode',
      sections: [
        [
          1,
          'Maintenance mode',
          ['Maintenance mode blocks changes while you upgrade. Enable it in the UI or the API.'],
        ],
        [2, 'Turn maintenance mode on', ['An admin turns maintenance mode on in the settings.']],
      ],
    },
    {
      path: '/reference/api/unleash/toggle-maintenance',
      lvl0: 'API reference',
      tag: 'docs-api-current',
      sections: [[1, 'Turn maintenance mode on or off', ['POST /api/admin/maintenance']]],
    },
  ]).engine;
  // The operation's title does not say 'enable'; the concept page's text does.
  assert.equal(
    (await pagesFor(maintenance, 'enable maintenance mode api'))[0],
    '/reference/api/unleash/toggle-maintenance',
  );
  // Without the word, the concept page.
  assert.equal(
    (await pagesFor(maintenance, 'enable maintenance mode'))[0],
    '/reference/maintenance-mode',
  );
  // A page whose heading names the API keeps its place.
  const frontend = engineFor([
    {
      path: '/reference/front-end-api',
      sections: [[1, 'Frontend API', ['The frontend API serves flag results to browsers.']]],
    },
    {
      path: '/reference/api/unleash/frontend-api',
      lvl0: 'API reference',
      tag: 'docs-api-current',
      sections: [[1, 'Frontend API operations', ['Operations that frontend SDKs call.']]],
    },
  ]).engine;
  assert.equal((await pagesFor(frontend, 'frontend api'))[0], '/reference/front-end-api');
});

test("'disable' and 'turn off' meet, both ways", async () => {
  assert.deepEqual(analyzeQuery('turn off telemetry'), analyzeQuery('disable telemetry'));
  const { engine } = engineFor([
    {
      path: '/data',
      sections: [
        [1, 'Data collection', []],
        [2, 'Turn off telemetry', ['Set the variable.']],
      ],
    },
    {
      path: '/other',
      sections: [
        [1, 'Telemetry', ['What is sent.']],
        [2, 'Disabled flags', ['Off.']],
      ],
    },
  ]);
  assert.equal((await pagesFor(engine, 'disable telemetry'))[0], '/data');
});

test('a stop word at the end of a question is dropped, unless it is all the query has', async () => {
  // Typed to the end, 'have' would be read as a prefix and ask for 'haven't' and friends.
  assert.deepEqual(analyzeQuery('how many flags can I have', true), analyzeQuery('how many flags'));
  assert.ok(!analyzeQuery('create a', true).includes('a'));
  // Alone, it is the start of a word being typed ('a' of 'api').
  assert.deepEqual(analyzeQuery('a', true), ['a']);
  assert.deepEqual(analyzeQuery('how to', false), []);
  const { engine } = engineFor([
    {
      path: '/reference/limits',
      sections: [[1, 'Resource limits', ['Each instance allows a number of flags per project.']]],
    },
    {
      path: '/reference/haven',
      sections: [[1, 'Flags in a safe haven', ['Flags can rest here.']]],
    },
  ]);
  assert.equal((await pagesFor(engine, 'how many flags can I have'))[0], '/reference/limits');
});

test('short and long spellings of one word meet: postgres and PostgreSQL, prod and production', async () => {
  const { engine } = engineFor([
    {
      path: '/deploy/database',
      sections: [[1, 'Database', ['Unleash needs PostgreSQL 15 or later.']]],
    },
    {
      path: '/reference/environments',
      sections: [[1, 'Environments', ['Each project has a production environment.']]],
    },
    {
      path: '/reference/other',
      sections: [[1, 'Other', ['Nothing about either.']]],
    },
  ]);
  assert.equal((await pagesFor(engine, 'postgres version'))[0], '/deploy/database');
  assert.equal((await pagesFor(engine, 'pg '))[0], '/deploy/database');
  assert.equal((await pagesFor(engine, 'prod environment'))[0], '/reference/environments');
  assert.deepEqual(analyzeQuery('env var'), analyzeQuery('environment variable'));
  assert.deepEqual(analyzeQuery('roll out'), analyzeQuery('rollout'));
});

test("contractions and comparison words: 'haven't' is 'have not', 'vs' and 'based on' ask for nothing; full-width letters are letters", async () => {
  // Split at the apostrophe, 'haven't' left a stem 'haven' and a stray 't' to match.
  assert.deepEqual(analyzeQuery("users who haven't logged in"), analyzeQuery('users log in'));
  assert.deepEqual(
    analyzeQuery("Unleash's SDK isn't working"),
    analyzeQuery('Unleash SDK working'),
  );
  assert.deepEqual(analyzeQuery("can't connect"), analyzeQuery('connect'));
  assert.deepEqual(
    analyzeQuery('backend token vs frontend token'),
    analyzeQuery('backend token frontend token'),
  );
  assert.deepEqual(analyzeQuery('sync instances'), analyzeQuery('synchronize instances'));
  assert.deepEqual(analyzeQuery('ｆｅａｔｕｒｅ ｆｌａｇ'), analyzeQuery('feature flag'));
  // 'based on' says nothing about the page: every word left must be in it.
  assert.deepEqual(analyzeQuery('rollout based on country'), analyzeQuery('rollout country'));
  const { engine } = engineFor([
    {
      path: '/reference/tokens',
      sections: [
        [1, 'API tokens', ['Backend tokens and frontend tokens differ in what they read.']],
      ],
    },
    {
      path: '/reference/vs-code',
      sections: [[1, 'Editor plugins', ['The vs code extension shows backend settings.']]],
    },
    {
      path: '/how-to/synchronize',
      sections: [
        [1, 'Synchronize Unleash instances', ['Copy flags from one instance to another.']],
      ],
    },
  ]);
  assert.equal((await pagesFor(engine, 'backend token vs frontend token'))[0], '/reference/tokens');
  assert.equal(
    (await pagesFor(engine, 'keep flags in sync between instances'))[0],
    '/how-to/synchronize',
  );
});

test('a name in camel case is also one term: an operation name finds its operation first', async () => {
  assert.deepEqual(analyzeQuery('getProjects'), ['get', 'project', 'getprojects']);
  const { engine } = engineFor([
    {
      path: '/reference/api/unleash/get-project-status',
      lvl0: 'API reference',
      tag: 'docs-api-current',
      sections: [[1, 'Get the status of a project', ['Returns the status of a project.']]],
    },
    {
      path: '/reference/api/unleash/get-projects',
      lvl0: 'API reference',
      tag: 'docs-api-current',
      // The record extractor adds the operation name as a keyword; here it is in the text.
      sections: [[1, 'List projects', ['getProjects returns every project.']]],
    },
  ]);
  assert.equal((await pagesFor(engine, 'getProjects'))[0], '/reference/api/unleash/get-projects');
  // A hit marks the name whole.
  const sdk = engineFor([
    {
      path: '/reference/sdks/node',
      sections: [[1, 'Check a flag', ['Call isEnabled with a name.']]],
    },
  ]).engine;
  const { hits } = await sdk.search({ query: 'isEnabled', attributesToSnippet: ['content:10'] });
  assert.equal(hits[0]?._snippetResult.content?.value, 'Call <em>isEnabled</em> with a name.');
  // The parts still match as words.
  assert.ok(
    (await pagesFor(engine, 'project status')).includes(
      '/reference/api/unleash/get-project-status',
    ),
  );
});

test('a name joined by underscores is also one term: NOT_IN is not two stop words', async () => {
  assert.deepEqual(analyzeQuery('NOT_IN', true), ['not_in']);
  assert.ok(analyzeQuery('DATABASE_URL').includes('database_url'));
  const { engine } = engineFor([
    {
      path: '/reference/constraints',
      sections: [
        [1, 'Constraint operators', ['NOT_IN matches when the value is not in the list.']],
      ],
    },
    {
      path: '/reference/other',
      sections: [[1, 'Integrations', ['Not in every plan: integrations are included in Pro.']]],
    },
    {
      path: '/deploy/config',
      sections: [[1, 'Configuration', ['Set DATABASE_URL to the connection string.']]],
    },
  ]);
  assert.deepEqual(await pagesFor(engine, 'NOT_IN'), ['/reference/constraints']);
  // Being typed, the name is a prefix; its parts still find it as words.
  assert.equal((await pagesFor(engine, 'DATABASE_UR'))[0], '/deploy/config');
  assert.equal((await pagesFor(engine, 'database url'))[0], '/deploy/config');
});
