import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractApiSamples, shapeMismatches } from '../samples/apiSamples';
import { call, eventually, target } from './http';
import {
  leftoverPlaceholders,
  runShellSample,
  substitute,
  type CurlResult,
  type Values,
} from './runSample';

/**
 * The curl samples of the pages below run against the live server, in page
 * order, as a reader would run them: each must answer with the status the
 * page names (any 2xx when it names none) and with at least the fields the
 * page shows. A sample that cannot run here says why in its fence
 * (`live="skip: ..."`, see tests/samples/apiSamples.ts).
 *
 * Steps a page has the reader do in the Admin UI are done through the API
 * in `before`. Values a page tells the reader to copy from an earlier
 * response (a token secret, a strategy ID) are picked up by `capture`.
 */

const root = path.join(__dirname, '..', '..');

type Context = {
  values: Values;
  admin: (method: string, route: string, body?: unknown) => Promise<unknown>;
};

type PagePlan = {
  doc: string;
  before?: (context: Context) => Promise<void>;
  /** Steps the page describes in prose before its sample number N (1-based, in page order). */
  beforeSample?: Record<number, (context: Context) => Promise<void>>;
  /** Placeholders of this page and their values. */
  values?: Values;
  /** Reads values for later samples from a sample's last response. */
  capture?: (result: CurlResult, values: Values) => void;
  /** What the page says in prose about the response of sample number N; returns the disagreements. */
  says?: Record<number, (result: CurlResult) => string[]>;
};

const pages: PagePlan[] = [
  {
    doc: 'docs/quickstart.md',
    // The page creates `new-checkout` and enables it in development in the Admin UI.
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', { name: 'new-checkout' });
      const flag = '/api/admin/projects/default/features/new-checkout/environments/development';
      await admin('POST', `${flag}/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '100', stickiness: 'default', groupId: 'new-checkout' },
      });
      await admin('POST', `${flag}/on`);
    },
  },
  {
    doc: 'docs/api-overview.md',
    beforeSample: {
      // "once the flag is enabled there with a gradual rollout to 25% of users"
      3: async ({ admin }) => {
        const flag =
          '/api/admin/projects/default/features/new-checkout-flow/environments/development';
        await admin('POST', `${flag}/strategies`, {
          name: 'flexibleRollout',
          parameters: { rollout: '25', stickiness: 'default', groupId: 'new-checkout-flow' },
        });
        await admin('POST', `${flag}/on`);
        await seenBy('/api/client/features', target.backendToken, 'features', 'new-checkout-flow');
        // The next two samples show an ETag round trip "until the configuration changes".
        await settled('/api/client/features', target.backendToken);
      },
      5: async () => {
        await seenBy(
          '/api/frontend?userId=user-42',
          target.frontendToken,
          'toggles',
          'new-checkout-flow',
        );
      },
    },
    capture: (result, values) => {
      const etag = /^etag:\s*(.+?)\s*$/im.exec(result.headers)?.[1];
      if (etag) values['<etag>'] = etag;
    },
  },
  {
    doc: 'docs/how-to/how-to-create-api-tokens.md',
    // "Rotate a token" updates the token the first sample created.
    capture: (result, values) => {
      const secret = (result.json as { secret?: string } | undefined)?.secret;
      if (secret && !values['<token-secret>']) values['<token-secret>'] = secret;
    },
  },
  {
    doc: 'docs/reference/api-tokens-and-client-keys.md',
    // The page's own creation sample needs two projects; rotate and delete a token made here.
    before: async ({ admin, values }) => {
      const token = (await admin('POST', '/api/admin/api-tokens', {
        tokenName: 'live-samples-rotate',
        type: 'backend',
        environment: 'development',
        projects: ['default'],
      })) as { secret: string };
      values['<token-secret>'] = token.secret;
    },
  },
  {
    doc: 'docs/how-to-create-feature-flag.md',
    // "If your instance does not have that field yet, create it first."
    before: async ({ admin }) => {
      await ensureContextField(admin, 'plan');
    },
    says: {
      // "each combination of context values has an `isEnabled` field: `true` for `pro` and `false` for `free`"
      4: (result) => {
        type Evaluation = { context: { plan?: string }; isEnabled: boolean };
        const features = (
          result.json as {
            features: { name: string; environments: Record<string, Evaluation[]> }[];
          }
        ).features;
        const evaluations =
          features.find((feature) => feature.name === 'checkout.new-payment-page')?.environments
            .development ?? [];
        const byPlan = Object.fromEntries(
          evaluations.map((item) => [item.context.plan, item.isEnabled]),
        );
        return JSON.stringify(byPlan) === JSON.stringify({ pro: true, free: false })
          ? []
          : [
              `the playground evaluated ${JSON.stringify(byPlan)}, the page says pro: true, free: false`,
            ];
      },
    },
    beforeSample: {
      // Before the PATCH: the page adds the production strategies in the Admin UI.
      5: async ({ admin, values }) => {
        const strategy = (await admin(
          'POST',
          '/api/admin/projects/default/features/checkout.new-payment-page/environments/production/strategies',
          {
            name: 'flexibleRollout',
            title: 'Pro and Enterprise accounts',
            parameters: {
              rollout: '5',
              stickiness: 'default',
              groupId: 'checkout.new-payment-page',
            },
            constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'] }],
          },
        )) as { id: string };
        values['<strategy-id>'] = strategy.id;
      },
    },
  },
  {
    doc: 'docs/feature-flag-tutorials/use-cases/gradual-rollout.md',
    // "If the field is not in the list of context fields, create it first."
    before: async ({ admin }) => ensureContextField(admin, 'email'),
    // "The response contains the strategy and its generated `id`", which the PATCH uses.
    capture: (result, values) => {
      const strategy = result.json as { id?: string; name?: string } | undefined;
      if (strategy?.id && strategy.name === 'flexibleRollout')
        values['<strategy-id>'] = strategy.id;
    },
  },
  {
    // On the open-source server, the tutorial runs in the default project and its two environments.
    doc: 'docs/feature-flag-tutorials/use-cases/organize-feature-flags.md',
  },
  {
    doc: 'docs/reference/feature-toggles.md',
  },
  {
    doc: 'docs/reference/activation-strategies.md',
    values: { '<environment>': 'development' },
    // The page changes a strategy the reader already has on `checkout.new-payment-page`.
    before: async ({ admin, values }) => {
      await ensureContextField(admin, 'plan');
      await admin('POST', '/api/admin/projects/default/features', {
        name: 'checkout.new-payment-page',
      });
      const strategy = (await admin(
        'POST',
        '/api/admin/projects/default/features/checkout.new-payment-page/environments/development/strategies',
        { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default' } },
      )) as { id: string };
      values['<strategy-id>'] = strategy.id;
    },
  },
  {
    doc: 'docs/reference/front-end-api.md',
    // The response the page shows: `new-checkout` with a `blue-button` variant, and `dark-mode` with impression data.
    before: async ({ admin }) => {
      const features = '/api/admin/projects/default/features';
      await admin('POST', features, { name: 'new-checkout' });
      await admin('POST', `${features}/new-checkout/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '100', stickiness: 'default' },
        variants: [
          {
            name: 'blue-button',
            weight: 1000,
            weightType: 'variable',
            stickiness: 'default',
            payload: { type: 'string', value: 'blue' },
          },
        ],
      });
      await admin('POST', `${features}/new-checkout/environments/development/on`);
      await admin('POST', features, { name: 'dark-mode', impressionData: true });
      await admin('POST', `${features}/dark-mode/environments/development/on`);
      await seenBy('/api/frontend?userId=123', target.frontendToken, 'toggles', 'dark-mode');
      await seenBy('/api/frontend?userId=123', target.frontendToken, 'toggles', 'new-checkout');
    },
  },
  {
    doc: 'docs/reference/search-operators.md',
    // The response the page shows: a stale release flag, on in production.
    before: async ({ admin }) => {
      const features = '/api/admin/projects/default/features';
      await admin('POST', features, { name: 'new-checkout', type: 'release' });
      await admin('POST', `${features}/new-checkout/environments/production/on`);
      await admin('POST', '/api/admin/projects/default/stale', {
        features: ['new-checkout'],
        stale: true,
      });
    },
  },

  {
    doc: 'docs/reference/applications.md',
    // The page checks `checkout-service`, which a Node.js SDK reports from production.
    // It runs before the legacy pages, which register a `checkout-service` of their own from development.
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', { name: 'new-checkout' });
      await referenceProductionApp(admin, 'checkout-service', 'new-checkout');
    },
  },

  // Legacy API reference pages (docs/reference/api/legacy/**).
  {
    doc: 'docs/reference/api/legacy/unleash.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/basic-auth.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/addons.md',
    // The integration the create sample makes (ID 5 on the page), with an address that needs no DNS.
    before: async ({ admin, values }) => {
      const addon = (await admin('POST', '/api/admin/addons', {
        provider: 'webhook',
        enabled: true,
        description: 'Post production changes to the release log',
        parameters: { url: 'https://93.184.216.34/unleash', contentType: 'application/json' },
        events: ['feature-environment-enabled', 'feature-environment-disabled'],
        projects: ['*'],
        environments: ['production'],
      })) as { id: number };
      values['/api/admin/addons/5'] = `/api/admin/addons/${addon.id}`;
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/archive.md',
    // The page works on two archived flags, `old-banner` and `winter-sale`.
    before: async ({ admin }) => {
      await legacyArchivedFlag(admin, 'old-banner', 'Spring campaign banner');
      await legacyArchivedFlag(admin, 'winter-sale');
      // The search shows the archived lifecycle stage, which the server records a moment later.
      await archivedStageRecorded(admin, ['old-banner']);
    },
    beforeSample: {
      // "Only archived flags are deleted": the revived flag goes back to the archive first.
      3: async ({ admin }) => {
        await admin('DELETE', '/api/admin/projects/default/features/old-banner');
      },
      // The bulk revive takes two archived flags; `old-banner` was deleted, so it is archived anew.
      4: async ({ admin }) => legacyArchivedFlag(admin, 'old-banner'),
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/context.md',
    // The list and the first GET show a `plan` field; the create sample then makes it anew.
    before: async ({ admin }) => ensureContextField(admin, 'plan'),
    beforeSample: {
      3: async ({ admin }) => {
        await admin('DELETE', '/api/admin/context/plan');
      },
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/events.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/feature-types.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/features-v2.md',
    // The list shows `checkout-redesign`, on in development; the next sample creates it anew.
    before: async ({ admin }) => {
      await legacyFlag(admin, 'checkout-redesign', 'Single-page checkout');
      await legacyRollout(admin, 'checkout-redesign', 'development', '100');
    },
    beforeSample: {
      2: async ({ admin }) => legacyDeleteFlag(admin, 'checkout-redesign'),
      // The flag the GET shows: on in production with a 25% rollout.
      3: async ({ admin }) => legacyRollout(admin, 'checkout-redesign', 'production', '25'),
      // The clone copies the flag the reader archived a step before: revive it.
      7: async ({ admin }) => {
        await admin('POST', '/api/admin/archive/revive/checkout-redesign');
      },
      // The new strategy uses segment 3: a segment of the instance.
      10: async ({ admin, values }) => {
        const segment = await legacySegment(admin, 'beta-testers');
        values['"segments": [3]'] = `"segments": [${segment}]`;
      },
    },
    // The PATCH changes the strategy the POST created.
    capture: (result, values) => {
      const strategy = result.json as { id?: string; title?: string } | undefined;
      if (strategy?.id && strategy.title === 'Nordic rollout') {
        values['b5a2a1d6-6f0e-4d1b-9a47-1f2c3e4d5a6b'] = strategy.id;
      }
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/features.md',
    beforeSample: {
      // The migration samples turn on, then create `checkout-redesign`.
      1: async ({ admin }) => legacyFlag(admin, 'checkout-redesign', 'Single-page checkout'),
      2: async ({ admin }) => legacyDeleteFlag(admin, 'checkout-redesign'),
      // The list of tags shows two tags on the flag.
      5: async ({ admin }) => {
        for (const value of ['team-payments', 'q3-launch']) {
          await admin('POST', '/api/admin/features/checkout-redesign/tags', {
            type: 'simple',
            value,
          });
        }
      },
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/metrics.md',
    // `checkout-service` has registered and reported `checkout-redesign`, and has details.
    before: async ({ admin }) => {
      await legacyFlag(admin, 'checkout-redesign', 'Single-page checkout');
      await legacyReportingApp(['flexibleRollout', 'myCustomStrategy']);
      await admin('POST', '/api/admin/metrics/applications/checkout-service', {
        description: 'Checkout and payment backend',
        url: 'https://git.example.com/shop/checkout-service',
      });
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/projects.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/segments.md',
    // The list shows `beta-testers` (ID 3 on the page), used by a strategy of `checkout-redesign`.
    before: async ({ admin, values }) => {
      await legacyFlag(admin, 'checkout-redesign', 'Single-page checkout');
      await legacySegmentInUse(admin, values);
    },
    beforeSample: {
      // The create sample makes `beta-testers` anew: the strategy and the segment go first.
      3: async ({ admin, values }) => {
        const strategy = values['b5a2a1d6-6f0e-4d1b-9a47-1f2c3e4d5a6b'];
        await admin(
          'DELETE',
          `${legacyFeatures}/checkout-redesign/environments/production/strategies/${strategy}`,
        );
        await admin('DELETE', `/api/admin/${values['segments/3']}`);
      },
      // The strategies that use the segment: the deleted segment is back, on a strategy.
      6: async ({ admin, values }) => legacySegmentInUse(admin, values),
    },
    capture: (result, values) => {
      const segment = result.json as { id?: number; name?: string } | undefined;
      if (segment?.name === 'beta-testers' && typeof segment.id === 'number') {
        legacySegmentValues(values, segment.id);
      }
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/state.md',
    // The export the page shows: `checkout-redesign`, on in production.
    before: async ({ admin }) => {
      await legacyFlag(admin, 'checkout-redesign', 'Single-page checkout');
      await legacyRollout(admin, 'checkout-redesign', 'production', '25');
    },
    beforeSample: {
      // The import reads the `export.json` the export sample saved (here the run keeps that body).
      4: async ({ admin }) => {
        const exported = await admin('POST', '/api/admin/features-batch/export', {
          environment: 'production',
          project: 'default',
        });
        fs.writeFileSync(path.join(root, 'export.json'), JSON.stringify(exported));
      },
    },
    // The files the import sample wrote into the working folder.
    capture: () => {
      for (const file of ['export.json', 'import-body.json'])
        fs.rmSync(path.join(root, file), { force: true });
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/strategies.md',
    // The list and the GET show the custom strategy `tenantAllowList`; the next sample creates it anew.
    before: async ({ admin }) => {
      const { strategies } = (await admin('GET', '/api/admin/strategies')) as {
        strategies: { name: string }[];
      };
      if (!strategies.some((strategy) => strategy.name === 'tenantAllowList')) {
        await admin('POST', '/api/admin/strategies', {
          name: 'tenantAllowList',
          description: 'Enable the feature for listed tenants',
          parameters: [
            {
              name: 'tenantIds',
              type: 'list',
              description: 'Comma-separated tenant IDs',
              required: true,
            },
          ],
        });
      }
    },
    beforeSample: {
      3: async ({ admin }) => {
        await admin('DELETE', '/api/admin/strategies/tenantAllowList');
      },
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/tags.md',
    // The list shows the tag type `team`; the next sample creates it anew.
    before: async ({ admin }) => {
      const { tagTypes } = (await admin('GET', '/api/admin/tag-types')) as {
        tagTypes: { name: string }[];
      };
      if (!tagTypes.some((type) => type.name === 'team')) {
        await admin('POST', '/api/admin/tag-types', {
          name: 'team',
          description: 'The team that owns the flag',
          color: '#1a73e8',
        });
      }
    },
    beforeSample: {
      2: async ({ admin }) => {
        await admin('DELETE', '/api/admin/tag-types/team');
      },
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/admin/user-admin.md',
    // The list shows Jane Doe, an Editor who has signed in.
    before: async ({ admin }) => {
      const { users } = (await admin('GET', '/api/admin/user-admin')) as {
        users: { email?: string }[];
      };
      const password = 'Correct-Horse-7-Battery';
      // The create sample makes Ola Nordmann, who must not exist yet.
      for (const user of users as { id: number; email?: string }[]) {
        if (user.email === 'ola.nordmann@example.com') {
          await admin('DELETE', `/api/admin/user-admin/${user.id}`);
        }
      }
      if (!users.some((user) => user.email === 'jane.doe@example.com')) {
        await admin('POST', '/api/admin/user-admin', {
          email: 'jane.doe@example.com',
          name: 'Jane Doe',
          rootRole: 2,
          sendEmail: false,
          password,
        });
      }
      const login = await fetch(`${target.url}/auth/simple/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'jane.doe@example.com', password }),
      });
      assert.equal(login.status, 200, 'Jane Doe signs in');
    },
    // The update and delete samples use the ID of the user the create sample made (14 on the page).
    capture: (result, values) => {
      const user = result.json as { id?: number; email?: string; inviteLink?: string } | undefined;
      if (user?.email === 'ola.nordmann@example.com' && user.inviteLink !== undefined && user.id) {
        values['user-admin/14'] = `user-admin/${user.id}`;
      }
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/client/features.md',
    // The flag the responses show: `checkout-redesign`, tagged `simple:payments`, on with a 25% rollout
    // (in development, the environment of the run's backend token).
    before: async ({ admin }) => {
      await legacyFlag(admin, 'checkout-redesign', 'Single-page checkout');
      await admin('POST', '/api/admin/features/checkout-redesign/tags', {
        type: 'simple',
        value: 'payments',
      });
      await legacyRollout(admin, 'checkout-redesign', 'development', '25');
      await seenBy('/api/client/features', target.backendToken, 'features', 'checkout-redesign');
    },
  },
  {
    doc: 'docs/reference/api/legacy/unleash/client/metrics.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/client/register.md',
  },
  {
    doc: 'docs/reference/api/legacy/unleash/internal/health.md',
  },
  // (legacy pages end)

  // Reference pages (docs/reference/**, other than legacy API pages).
  {
    doc: 'docs/reference/environment-import-export.md',
    values: { '<environment>': 'development' },
    // The page exports `new-payment-form`, a release flag at 25% in production.
    before: async ({ admin }) => {
      const features = '/api/admin/projects/default/features';
      await admin('POST', features, { name: 'new-payment-form', type: 'release' });
      await admin('POST', features, { name: 'express-shipping', type: 'release' });
      await admin('POST', `${features}/new-payment-form/environments/production/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '25', stickiness: 'default', groupId: 'new-payment-form' },
      });
      await admin('POST', `${features}/new-payment-form/environments/production/on`);
    },
    beforeSample: {
      // "the same body you would send to import": the export, wrapped with its target, in
      // `import-body.json`; its strategy uses the segment `beta-users`, which the target lacks.
      2: async () => {
        fs.writeFileSync(
          referenceImportBody,
          JSON.stringify({
            project: 'default',
            environment: 'development',
            data: {
              features: [{ name: 'new-payment-form', type: 'release', project: 'default' }],
              featureStrategies: [
                {
                  name: 'flexibleRollout',
                  featureName: 'new-payment-form',
                  parameters: { rollout: '25', stickiness: 'default', groupId: 'new-payment-form' },
                  constraints: [],
                  segments: [7],
                },
              ],
              featureEnvironments: [
                {
                  name: 'new-payment-form',
                  featureName: 'new-payment-form',
                  enabled: true,
                  variants: [],
                },
              ],
              featureTags: [],
              tagTypes: [],
              contextFields: [],
              segments: [{ id: 7, name: 'beta-users' }],
              dependencies: [],
            },
          }),
        );
      },
      3: async () => fs.rmSync(referenceImportBody, { force: true }),
    },
  },
  {
    doc: 'docs/reference/events.md',
    // The reader searches the dates of their own events: here, today's.
    values: {
      'from=IS:2025-03-01': `from=IS:${new Date().toISOString().slice(0, 10)}`,
      'to=IS:2025-03-31': `to=IS:${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
    },
    // The response the page shows: `new-checkout` turned off in production.
    before: async ({ admin }) => {
      const flag = '/api/admin/projects/default/features/new-checkout/environments/production';
      await admin('POST', '/api/admin/projects/default/features', { name: 'new-checkout' });
      await admin('POST', `${flag}/on`);
      await admin('POST', `${flag}/off`);
    },
  },
  {
    doc: 'docs/reference/feature-toggle-variants.md',
    values: { '<environment>': 'development' },
    // The response the page shows: `pricing.layout` with the flag-level variants `control` and
    // `compact`. Unleash 8 sets up flag-level variants only on flags that have them already, as
    // flags imported from an older instance do.
    before: async ({ admin }) => {
      const variant = (name: string, value: string, users: string[]) => ({
        name,
        weight: 500,
        weightType: 'variable',
        stickiness: 'default',
        payload: { type: 'string', value },
        overrides: users.length > 0 ? [{ contextName: 'userId', values: users }] : [],
      });
      await admin('POST', '/api/admin/features-batch/import', {
        project: 'default',
        environment: 'development',
        data: {
          features: [{ name: 'pricing.layout', type: 'experiment', project: 'default' }],
          featureStrategies: [],
          featureEnvironments: [
            {
              name: 'pricing.layout',
              featureName: 'pricing.layout',
              enabled: true,
              variants: [
                variant('control', '3-columns', []),
                variant('compact', '2-columns', ['ana', 'ben']),
              ],
            },
          ],
          featureTags: [],
          tagTypes: [],
          contextFields: [],
          segments: [],
          dependencies: [],
        },
      });
    },
  },
  {
    doc: 'docs/reference/impression-data.md',
    says: {
      // "The response contains the updated flag with `"impressionData": true`."
      1: (result) =>
        (result.json as { impressionData?: boolean } | undefined)?.impressionData === true
          ? []
          : ['the page says the response has "impressionData": true'],
    },
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', {
        name: 'checkout.new-payment-page',
      });
    },
  },
  {
    doc: 'docs/reference/maintenance-mode.md',
    // "Unleash answers `204 No Content`."
    says: { 1: (result) => referenceStatus(result, 204) },
    beforeSample: {
      // "Turn maintenance mode off again" when the work is done, so later pages can change flags.
      3: async ({ admin }) => {
        await admin('POST', '/api/admin/maintenance', { enabled: false });
      },
    },
  },
  {
    doc: 'docs/reference/playground.md',
  },
  {
    doc: 'docs/reference/public-signup.md',
    // The second sample turns off the link the first one created.
    capture: (result, values) => {
      const secret = (result.json as { secret?: string } | undefined)?.secret;
      if (secret) values['<sign-up-token>'] = secret;
    },
  },
  {
    doc: 'docs/reference/resource-limits.md',
  },
  {
    doc: 'docs/reference/segments.md',
  },
  {
    doc: 'docs/reference/technical-debt.md',
    // "The endpoint returns `202 Accepted` with an empty body."
    says: {
      2: (result) => [
        ...referenceStatus(result, 202),
        ...(result.body.trim()
          ? [`the page says an empty body, the server sent ${result.body}`]
          : []),
      ],
    },
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', { name: 'new-checkout' });
      await admin('POST', '/api/admin/projects/default/features', { name: 'search-v2' });
    },
  },
  {
    doc: 'docs/reference/unleash-context.md',
    // "Unleash answers `201 Created` with the new field, whose `project` property is the project ID."
    says: {
      2: (result) => [
        ...referenceStatus(result, 201),
        ...((result.json as { project?: string } | undefined)?.project === 'default'
          ? []
          : ["the page says the field's `project` is the project ID"]),
      ],
    },
    // The page creates `plan` and `checkoutVariant`, which earlier pages may have left.
    before: async ({ admin }) => {
      const fields = (await admin('GET', '/api/admin/context')) as { name: string }[];
      for (const name of ['plan', 'checkoutVariant']) {
        if (fields.some((field) => field.name === name)) {
          await admin('DELETE', `/api/admin/context/${name}`);
        }
      }
    },
  },
  {
    doc: 'docs/reference/unleash-edge/benchmarking.md',
    // Should curl save `features.json` in the working folder, remove it.
    capture: () => fs.rmSync('features.json', { force: true }),
  },
  // (reference pages end)

  // Tutorials, how-tos, academy, deploy and other pages.
  { doc: 'docs/availability.md' },
  // The sample saves the response to a file.
  { doc: 'docs/feature-flag-tutorials/dotnet/examples.md', before: guideScratchDir },
  {
    doc: 'docs/feature-flag-tutorials/flutter/a-b-testing.md',
    values: { '<environment>': 'development' },
  },
  // The sample saves the response to a file.
  { doc: 'docs/feature-flag-tutorials/ios/examples.md', before: guideScratchDir },
  { doc: 'docs/feature-flag-tutorials/javascript.md' },
  { doc: 'docs/feature-flag-tutorials/ruby/examples.md' },
  { doc: 'docs/feature-flag-tutorials/ruby.md' },
  { doc: 'docs/feature-flag-tutorials/rust/examples.md' },
  // The sample saves the response to a file.
  { doc: 'docs/feature-flag-tutorials/serverless/lambda.md', before: guideScratchDir },
  {
    doc: 'docs/feature-flag-tutorials/use-cases/a-b-testing.md',
    values: { '<environment>': 'development' },
  },
  {
    doc: 'docs/feature-flag-tutorials/use-cases/ai.md',
    values: { '<environment>': 'development' },
  },
  {
    doc: 'docs/feature-flag-tutorials/use-cases/how-to-capture-impression-data.md',
    // The page turns on impression data for a flag the reader already has.
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', {
        name: 'checkout.new-payment-page',
      });
    },
  },
  { doc: 'docs/feature-flag-tutorials/use-cases/scaling-unleash.md' },
  { doc: 'docs/feature-flag-tutorials/use-cases/security-and-compliance.md' },
  { doc: 'docs/feature-flag-tutorials/use-cases/trunk-based-development.md' },
  {
    doc: 'docs/feature-flag-tutorials/use-cases/user-management-access-controls-auditing.md',
    // The page invites Maria; another page may have done so already.
    before: async ({ admin }) => {
      const { users } = (await admin('GET', '/api/admin/user-admin')) as {
        users: { id: number; email?: string }[];
      };
      for (const user of users.filter((user) => user.email === 'maria@example.com')) {
        await admin('DELETE', `/api/admin/user-admin/${user.id}`);
      }
    },
  },
  { doc: 'docs/how-to/how-to-add-sso-open-id-connect.md' },
  { doc: 'docs/how-to/how-to-run-the-unleash-proxy.md' },
  {
    // Source and target are this one instance: development of `default` into production.
    doc: 'docs/how-to/how-to-environment-import-export.md',
    values: {
      '<source-unleash-url>': target.url,
      '<source-project-id>': 'default',
      '<source-environment>': 'development',
      '<environment>': 'production',
    },
    before: async (context) => {
      const { admin, values } = context;
      await guideScratchDir();
      values['<source-api-token>'] = values['<your-personal-access-token>']!;
      const features = '/api/admin/projects/default/features';
      for (const name of ['new-payment-form', 'express-shipping']) {
        await admin('POST', features, { name });
        await admin('POST', `${features}/${name}/environments/development/strategies`, {
          name: 'flexibleRollout',
          parameters: { rollout: '50', stickiness: 'default', groupId: name },
        });
        await admin('POST', `${features}/${name}/environments/development/on`);
      }
    },
    beforeSample: {
      // The page's jq step: wrap the export in an import request for the target.
      2: async ({ values }) => {
        const data = JSON.parse(fs.readFileSync('export.json', 'utf8')) as unknown;
        const body = {
          project: values['<project-id>'],
          environment: values['<environment>'],
          data,
        };
        fs.writeFileSync('import-body.json', JSON.stringify(body));
      },
      // The test's curl keeps each response itself, so the file the page saves with `-o` is written here.
      4: async ({ admin, values }) => {
        const exported = await admin('POST', '/api/admin/features-batch/export', {
          environment: values['<environment>'],
          project: values['<project-id>'],
        });
        fs.writeFileSync('target-export.json', JSON.stringify(exported));
      },
    },
    // Sample 1 saves the export as export.json with `-o`.
    capture: (result) => {
      if (!fs.existsSync('export.json') && result.body.includes('featureStrategies')) {
        fs.writeFileSync('export.json', result.body);
      }
    },
  },
  {
    doc: 'docs/how-to/how-to-schedule-feature-releases.md',
    values: { '<flag-name>': 'spring-campaign' },
    before: async ({ admin }) => {
      await admin('POST', '/api/admin/projects/default/features', { name: 'spring-campaign' });
    },
    beforeSample: {
      // "After the time": the scheduled change request has turned the flag on.
      2: async ({ admin }) => {
        const env = '/api/admin/projects/default/features/spring-campaign/environments/development';
        await admin('POST', `${env}/strategies`, {
          name: 'flexibleRollout',
          parameters: { rollout: '100', stickiness: 'default', groupId: 'spring-campaign' },
        });
        await admin('POST', `${env}/on`);
        await seenBy('/api/client/features', target.backendToken, 'features', 'spring-campaign');
      },
    },
  },
  { doc: 'docs/how-to/how-to-set-up-group-sso-sync.md' },
  { doc: 'docs/how-to/how-to-synchronize-unleash-instances.md' },
  { doc: 'docs/how-to/unleash-edge-quickstart.md' },
  {
    doc: 'docs/topics/feature-flags/best-practices-using-feature-flags-at-scale.md',
    // The flags the page marks as stale.
    before: async ({ admin }) => {
      for (const name of ['checkout.express-shipping', 'checkout.new-payment-page']) {
        await admin('POST', '/api/admin/projects/default/features', { name, type: 'release' });
      }
    },
  },
  {
    doc: 'docs/troubleshooting.md',
    // The response the page shows: `new-checkout` on and `dark-mode` off in the token's environment.
    before: async ({ admin }) => {
      const features = '/api/admin/projects/default/features';
      await admin('POST', features, { name: 'new-checkout' });
      await admin('POST', `${features}/new-checkout/environments/development/strategies`, {
        name: 'flexibleRollout',
        parameters: { rollout: '100', stickiness: 'default', groupId: 'new-checkout' },
      });
      await admin('POST', `${features}/new-checkout/environments/development/on`);
      await admin('POST', features, { name: 'dark-mode' });
      await seenBy('/api/client/features', target.backendToken, 'features', 'new-checkout');
    },
  },
  {
    doc: 'docs/unleash-academy/advanced-for-devs.mdx',
    before: guideAcademyWelcomeBanner,
  },
  { doc: 'docs/unleash-academy/foundational.mdx' },
  { doc: 'docs/unleash-academy/introduction.mdx' },
  { doc: 'docs/unleash-academy/managing-unleash-for-devops.mdx' },
  { doc: 'docs/using-unleash/deploy/getting-started.md' },
  { doc: 'docs/using-unleash/deploy/https.md' },
  { doc: 'docs/using-unleash/deploy/license-keys.md' },
  { doc: 'docs/using-unleash/deploy/upgrading-unleash.md' },
  // (guide pages end)
];

type Admin = Context['admin'];

async function ensureContextField(admin: Admin, name: string): Promise<void> {
  const fields = (await admin('GET', '/api/admin/context')) as { name: string }[];
  if (!fields.some((field) => field.name === name)) {
    await admin('POST', '/api/admin/context', { name, stickiness: false });
  }
}

/**
 * Gives each page the instance a reader starts from: no flags (archived ones
 * deleted too, since their names stay taken) and no segments. Pages reuse
 * names such as `checkout.new-payment-page`.
 */
async function clearInstance(admin: Admin): Promise<void> {
  const { features } = (await admin('GET', '/api/admin/projects/default/features')) as {
    features: { name: string }[];
  };
  for (const { name } of features) {
    await admin('DELETE', `/api/admin/projects/default/features/${encodeURIComponent(name)}`);
  }
  const { features: archived } = (await admin(
    'GET',
    '/api/admin/search/features?archived=IS:true&limit=1000',
  )) as { features: { name: string }[] };
  await archivedStageRecorded(
    admin,
    archived.map(({ name }) => name),
  );
  for (const { name } of archived) {
    await admin('DELETE', `/api/admin/archive/${encodeURIComponent(name)}`);
  }
  const { segments } = (await admin('GET', '/api/admin/segments')) as {
    segments: { id: number }[];
  };
  for (const { id } of segments) await admin('DELETE', `/api/admin/segments/${id}`);
}

/** Waits until the API behind `route` lists the flag: the server's caches refresh about once a second. */
async function seenBy(route: string, token: string, list: string, name: string): Promise<void> {
  const found = await eventually(async () => {
    const reply = await call('GET', route, token);
    const items = (reply.json as Record<string, { name: string; enabled?: boolean }[]>)[list] ?? [];
    return items.find((item) => item.name === name && item.enabled !== false);
  });
  assert.ok(found, `${name} reached ${route}`);
}

/** Admin API calls for the steps a page does outside its samples; each must succeed. */
function adminWith(token: string): Admin {
  return async (method, route, body) => {
    const reply = await call(method, route, token, body);
    assert.ok(reply.status < 300, `${method} ${route}: ${reply.status} ${reply.text}`);
    return reply.json;
  };
}

/** Waits until the ETag of `route` stays the same for over a second: the server has applied every change. */
async function settled(route: string, token: string): Promise<void> {
  const etag = async (): Promise<string | null> =>
    (await fetch(`${target.url}${route}`, { headers: { Authorization: token } })).headers.get(
      'etag',
    );
  for (let attempt = 0; attempt < 10; attempt++) {
    const before = await etag();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (before === (await etag())) return;
  }
  assert.fail(`the configuration behind ${route} kept changing`);
}

/** A personal access token of the instance's admin user, as the pages ask for. */
async function personalAccessToken(): Promise<string> {
  const login = await fetch(`${target.url}/auth/simple/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'unleash4all' }),
  });
  assert.equal(login.status, 200, 'the default admin user signs in');
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const created = await fetch(`${target.url}/api/admin/user/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ description: 'live samples', expiresAt: '2099-01-01T00:00:00.000Z' }),
  });
  assert.equal(created.status, 201, 'a personal access token is created');
  return ((await created.json()) as { secret: string }).secret;
}

const pat = personalAccessToken();

for (const page of pages) {
  test(`${page.doc}: its curl samples run against the server as the page shows`, async (t) => {
    const tokens = {
      admin: await pat,
      backend: target.backendToken,
      frontend: target.frontendToken,
    };
    const values: Values = {
      '<your-unleash-url>': target.url,
      'http://localhost:4242': target.url,
      '<your-frontend-token>': tokens.frontend,
      '<your-personal-access-token>': tokens.admin,
      '<project-id>': 'default',
      ...page.values,
    };
    const admin = adminWith(tokens.admin);
    await clearInstance(admin);
    await page.before?.({ values, admin });

    const samples = extractApiSamples(fs.readFileSync(path.join(root, page.doc), 'utf8'));
    assert.ok(samples.length > 0, 'the page has curl samples');
    const problems: string[] = [];
    for (const [index, sample] of samples.entries()) {
      const where = `${page.doc}:${sample.line}`;
      await page.beforeSample?.[index + 1]?.({ values, admin });
      if (sample.skip) {
        t.diagnostic(`${where} not run: ${sample.skip}`);
        continue;
      }
      const code = substitute(sample.code, values, tokens);
      const leftover = leftoverPlaceholders(code);
      if (leftover.length > 0) {
        problems.push(`${where}: no value for ${leftover.join(', ')}`);
        continue;
      }
      const { calls, error } = runShellSample(code);
      const last = calls.at(-1);
      if (error || !last) {
        problems.push(`${where}: ${error ?? 'curl was not called'}`);
        continue;
      }
      const expected = sample.status;
      if (expected ? last.status !== expected : last.status < 200 || last.status > 299) {
        problems.push(
          `${where}: the server answered ${last.status}${expected ? `, the page says ${expected}` : ''}: ${last.body.slice(0, 300)}`,
        );
        continue;
      }
      if (sample.responseError) problems.push(`${where}: ${sample.responseError}`);
      if (sample.response !== undefined) {
        for (const mismatch of shapeMismatches(sample.response, last.json)) {
          problems.push(`${where}: ${mismatch}`);
        }
      }
      for (const disagreement of page.says?.[index + 1]?.(last) ?? []) {
        problems.push(`${where}: ${disagreement}`);
      }
      page.capture?.(last, values);
    }
    assert.ok(
      problems.length === 0,
      `The page and the server disagree:\n  - ${problems.join('\n  - ')}`,
    );
  });
}

/** The code of the fence whose info string matches, after line `from`, with the line after it. */
function fenceAfter(source: string, info: RegExp, from = 0): { code: string; end: number } {
  const lines = source.split('\n');
  for (let i = from; i < lines.length; i++) {
    if (!info.test(lines[i]!)) continue;
    const end = lines.indexOf('```', i + 1);
    return { code: lines.slice(i + 1, end).join('\n'), end };
  }
  throw new Error(`no fence matching ${String(info)}`);
}

test('docs/quickstart.md: the Node.js sample prints what the page says, with the real unleash-client', async () => {
  const source = fs.readFileSync(path.join(root, 'docs/quickstart.md'), 'utf8');
  const program = fenceAfter(source, /^```javascript title="index\.js"/);
  const shown = fenceAfter(source, /^```text$/, program.end);
  const expected = shown.code.split('\n')[0]!;

  // The state the page has reached by then: the flag, on in development.
  const admin = adminWith(await pat);
  await clearInstance(admin);
  await pages.find((page) => page.doc === 'docs/quickstart.md')!.before!({ values: {}, admin });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-live-node-'));
  fs.writeFileSync(path.join(dir, 'index.js'), program.code);
  // The page runs `UNLEASH_API_TOKEN='<your-api-token>' node index.js` against http://localhost:4242.
  const child = spawn(process.execPath, ['index.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_PATH: path.join(root, 'node_modules'),
      UNLEASH_URL: `${target.url}/api/`,
      UNLEASH_API_TOKEN: target.backendToken,
    },
  });
  try {
    let output = '';
    const firstLine = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no line after 20 s: ${output}`)), 20_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) {
          clearTimeout(timer);
          resolve(output.split('\n')[0]!);
        }
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
    });
    assert.equal(firstLine, expected);
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Every Markdown page under docs/, relative to the repository root. */
function docPages(dir = path.join(root, 'docs')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return docPages(file);
    return /\.mdx?$/.test(entry.name) ? [path.relative(root, file)] : [];
  });
}

test('the site-wide count of API samples: run here, marked as not runnable, not yet covered', (t) => {
  const covered = new Set(pages.map((page) => page.doc));
  const counts = { run: 0, marked: 0, uncovered: 0 };
  const reasons = new Map<string, number>();
  let uncoveredPages = 0;
  for (const doc of docPages()) {
    const samples = extractApiSamples(fs.readFileSync(path.join(root, doc), 'utf8'));
    for (const sample of samples) {
      if (sample.skip) {
        counts.marked += 1;
        reasons.set(sample.skip, (reasons.get(sample.skip) ?? 0) + 1);
      } else if (covered.has(doc)) counts.run += 1;
      else counts.uncovered += 1;
    }
    if (!covered.has(doc) && samples.some((sample) => !sample.skip)) uncoveredPages += 1;
  }
  t.diagnostic(
    `API samples: ${counts.run} run against the server, ${counts.marked} marked as not runnable, ` +
      `${counts.uncovered} on ${uncoveredPages} pages not covered yet`,
  );
  for (const [reason, count] of reasons) t.diagnostic(`  not runnable (${count}): ${reason}`);
  assert.ok(counts.run > 0);
  // Every API sample of the site runs here or says why it cannot.
  assert.equal(
    counts.uncovered,
    0,
    `${counts.uncovered} API samples on ${uncoveredPages} pages are not covered`,
  );
});

/**
 * The state the Foundational course leaves `academy.welcome-banner` in, as the
 * Advanced course expects it: in `development`, a gradual rollout at 100% with
 * `country IN NO, SE` and the variants `blue` and `green`, and a second
 * strategy for the `academy-testers` segment.
 */
async function guideAcademyWelcomeBanner({ admin }: Context): Promise<void> {
  const name = 'academy.welcome-banner';
  await ensureContextField(admin, 'country');
  await admin('POST', '/api/admin/projects/default/features', { name });
  const segment = (await admin('POST', '/api/admin/segments', {
    name: 'academy-testers',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] }],
  })) as { id: number };
  const env = `/api/admin/projects/default/features/${name}/environments/development`;
  const variant = (color: string, hex: string) => ({
    name: color,
    weight: 500,
    weightType: 'variable',
    stickiness: 'default',
    payload: { type: 'json', value: `{"color": "${hex}"}` },
  });
  await admin('POST', `${env}/strategies`, {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: name },
    constraints: [{ contextName: 'country', operator: 'IN', values: ['NO', 'SE'] }],
    variants: [variant('blue', '#1d4ed8'), variant('green', '#15803d')],
  });
  await admin('POST', `${env}/strategies`, {
    name: 'flexibleRollout',
    parameters: { rollout: '100', stickiness: 'default', groupId: name },
    segments: [segment.id],
  });
  await admin('POST', `${env}/on`);
  await seenBy('/api/frontend?userId=alice', target.frontendToken, 'toggles', name);
}

/**
 * Runs the page's samples in a new empty folder, so that the files they
 * write (`> unleash-bootstrap.json`, `-o export.json`) stay out of the repository.
 */
async function guideScratchDir(): Promise<void> {
  process.chdir(fs.mkdtempSync(path.join(os.tmpdir(), 'unleash-live-guide-')));
}

const legacyFeatures = '/api/admin/projects/default/features';

/** Creates a release flag in the default project, as the legacy API pages do. */
async function legacyFlag(admin: Admin, name: string, description?: string): Promise<void> {
  await admin('POST', legacyFeatures, { name, type: 'release', description });
}

/** Creates a flag and archives it. */
async function legacyArchivedFlag(admin: Admin, name: string, description?: string) {
  await legacyFlag(admin, name, description);
  await admin('DELETE', `${legacyFeatures}/${name}`);
}

/** Archives a flag and deletes it, so that a page can create it again. */
async function legacyDeleteFlag(admin: Admin, name: string): Promise<void> {
  await admin('DELETE', `${legacyFeatures}/${name}`);
  await archivedStageRecorded(admin, [name]);
  await admin('DELETE', `/api/admin/archive/${name}`);
}

/**
 * Waits until the server has recorded the archived lifecycle stage of each
 * flag. It writes the stage a moment after it answers the archive request;
 * deleting the flag before that makes the insert fail on a missing flag, which
 * stops the server. The stage is read from the flag's own lifecycle: the
 * feature search shows only the latest stage, which can be an 'initial' one
 * written late for a flag archived right after it was created.
 */
async function archivedStageRecorded(admin: Admin, names: string[]): Promise<void> {
  const unstaged = async (): Promise<string[]> => {
    const left: string[] = [];
    for (const name of names) {
      const stages = (await admin(
        'GET',
        `/api/admin/projects/default/features/${encodeURIComponent(name)}/lifecycle`,
      )) as { stage: string }[];
      if (!stages.some(({ stage }) => stage === 'archived')) left.push(name);
    }
    return left;
  };
  await eventually(async () => ((await unstaged()).length === 0 ? true : undefined));
  assert.deepEqual(await unstaged(), [], 'every archived flag has its archived lifecycle stage');
}

/** Adds a gradual rollout to a flag in one environment and turns the flag on there. */
async function legacyRollout(admin: Admin, name: string, environment: string, rollout: string) {
  const flag = `${legacyFeatures}/${name}/environments/${environment}`;
  await admin('POST', `${flag}/strategies`, {
    name: 'flexibleRollout',
    parameters: { rollout, stickiness: 'default', groupId: name },
  });
  await admin('POST', `${flag}/on`);
}

/** Creates a segment and returns its ID. */
async function legacySegment(admin: Admin, name: string, description?: string): Promise<number> {
  const segment = (await admin('POST', '/api/admin/segments', {
    name,
    description,
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['user-1', 'user-2'] }],
  })) as { id: number };
  return segment.id;
}

/** The page's segment 3 is the segment with ID `id`. */
function legacySegmentValues(values: Values, id: number): void {
  values['segments/3'] = `segments/${id}`;
  values['"segmentIds": [3]'] = `"segmentIds": [${id}]`;
}

/**
 * The segment `beta-testers` of the segments page, used by a strategy of
 * `checkout-redesign` in production (the page's strategy `b5a2a1d6-...`).
 */
async function legacySegmentInUse(admin: Admin, values: Values): Promise<void> {
  const segment = (await admin('POST', '/api/admin/segments', {
    name: 'beta-testers',
    description: 'Users who opted in to beta features',
    constraints: [
      {
        contextName: 'userId',
        operator: 'IN',
        values: ['user-17', 'user-42'],
        inverted: false,
        caseInsensitive: false,
      },
    ],
  })) as { id: number };
  legacySegmentValues(values, segment.id);
  const strategy = (await admin(
    'POST',
    `${legacyFeatures}/checkout-redesign/environments/production/strategies`,
    {
      name: 'flexibleRollout',
      parameters: { rollout: '25', stickiness: 'default', groupId: 'checkout-redesign' },
      segments: [segment.id],
    },
  )) as { id: string };
  values['b5a2a1d6-6f0e-4d1b-9a47-1f2c3e4d5a6b'] = strategy.id;
}

/**
 * `checkout-service` registers with the backend token and reports
 * evaluations of `checkout-redesign`, as its SDK would; waits until the
 * server has stored both.
 */
async function legacyReportingApp(strategies: string[]): Promise<void> {
  // Another page may have registered `checkout-service` already; without it,
  // the wait below sees this registration, not the earlier one.
  await call('DELETE', '/api/admin/metrics/applications/checkout-service', await pat);
  const instance = { appName: 'checkout-service', instanceId: 'checkout-service-7d9f8b6c5-x2kqp' };
  const registered = await call('POST', '/api/client/register', target.backendToken, {
    ...instance,
    sdkVersion: 'unleash-client-node:6.4.0',
    strategies,
    started: new Date().toISOString(),
    interval: 15000,
  });
  assert.ok(registered.status < 300, `register: ${registered.status} ${registered.text}`);
  const now = new Date();
  const sent = await call('POST', '/api/client/metrics', target.backendToken, {
    ...instance,
    bucket: {
      start: new Date(now.getTime() - 60_000).toISOString(),
      stop: now.toISOString(),
      toggles: { 'checkout-redesign': { yes: 1840, no: 312, variants: {} } },
    },
  });
  assert.ok(sent.status < 300, `metrics: ${sent.status} ${sent.text}`);
  const stored = await eventually(async () => {
    const app = await call('GET', '/api/admin/metrics/applications/checkout-service', await pat);
    const raw = await call(
      'GET',
      '/api/admin/client-metrics/features/checkout-redesign/raw',
      await pat,
    );
    const data = (raw.json as { data?: unknown[] } | undefined)?.data ?? [];
    return app.status === 200 && data.length > 0 ? true : undefined;
  }, 30_000);
  assert.ok(stored, 'the server stored the registration and the metrics of checkout-service');
}

/** Where the import sample of docs/reference/environment-import-export.md reads its body. */
const referenceImportBody = path.join(process.cwd(), 'import-body.json');

/**
 * Registers an application as a backend SDK reporting from production would:
 * one instance of `unleash-client-node:6.4.0` that evaluated `flag`.
 */
async function referenceProductionApp(admin: Admin, appName: string, flag: string): Promise<void> {
  const { secret } = (await admin('POST', '/api/admin/api-tokens', {
    tokenName: `${appName}-production`,
    type: 'backend',
    environment: 'production',
    projects: ['*'],
  })) as { secret: string };
  const now = new Date().toISOString();
  const sdk = 'unleash-client-node:6.4.0';
  const register = await call('POST', '/api/client/register', secret, {
    appName,
    instanceId: `${appName}-1`,
    sdkVersion: sdk,
    strategies: ['default', 'flexibleRollout'],
    started: now,
    interval: 10_000,
  });
  assert.ok(register.status < 300, `the application registers: ${register.status}`);
  const metrics = await call('POST', '/api/client/metrics', secret, {
    appName,
    instanceId: `${appName}-1`,
    environment: 'production',
    bucket: { start: now, stop: now, toggles: { [flag]: { yes: 1, no: 0 } } },
  });
  assert.ok(metrics.status < 300, `the application sends metrics: ${metrics.status}`);
  const seen = await eventually(async () => {
    const route = `/api/admin/metrics/applications/${appName}/overview`;
    const reply = await call('GET', route, target.adminToken);
    const environments = (reply.json as { environments?: { name: string }[] } | undefined)
      ?.environments;
    return environments?.some((environment) => environment.name === 'production') || undefined;
  }, 60_000);
  assert.ok(seen, `${appName} shows up in production`);
}

/** The disagreement when the page names a status in words the sample check does not read. */
function referenceStatus(result: CurlResult, status: number): string[] {
  return result.status === status
    ? []
    : [`the page says ${status}, the server answered ${result.status}`];
}
