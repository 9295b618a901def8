import { measures } from './measures';
import type { VendorPatch } from './types';

/** Rows for docusaurus-theme-openapi-docs. */
const theme = (
  file: string,
  search: RegExp,
  replace: string,
  count: number,
  reason: string,
  measuredBy: string[],
  upstream?: string,
): VendorPatch => ({
  package: 'docusaurus-theme-openapi-docs',
  version: '5.2.0',
  file: `lib/theme/${file}`,
  search,
  replace,
  count,
  reason,
  upstream,
  measuredBy,
});

const layoutListReason =
  'The schema and parameter lists are <ul>s whose entries are <div>s (axe: list). The entries are laid out, not listed: role="presentation" keeps their look.';
/** axe's list rule on the API operation page, whose lists of parameters and schemas are open. */
const layoutListTests = [measures.pageTypesAxe];
const layoutList = (file: string, count: number, measuredBy = layoutListTests): VendorPatch =>
  theme(
    file,
    /"ul",\s*\{ style: \{ marginLeft: "1rem" \} \}/,
    '"ul", { role: "presentation", style: { marginLeft: "1rem" } }',
    count,
    layoutListReason,
    measuredBy,
    'UPSTREAM.md#openapi-theme-lists',
  );

const dimmedReason =
  'Secondary text dimmed with an inline opacity of 0.6 measures 4.3:1 to 4.4:1 on the light backgrounds (axe: color-contrast, WCAG 1.4.3); at 0.7 it is still dimmer than the text around it, at 5.8:1 or more in both colour modes.';
/** axe's color-contrast rule sees only text on screen: each row's tests show its text. */
const dimmed = (file: string, search: RegExp, replace: string, count: number, tests: string[]) =>
  theme(file, search, replace, count, dimmedReason, tests, 'UPSTREAM.md#openapi-theme-contrast');

/** `BrowserOnly` becomes a component that renders its children at once. */
const serverRendered = (component: string): VendorPatch =>
  theme(
    `${component}/index.js`,
    /const BrowserOnly_1 = __importDefault\(require\("@docusaurus\/BrowserOnly"\)\);/,
    'const BrowserOnly_1 = { default: ({ children }) => children() };',
    1,
    'Parameters and schemas render in the browser only, so an operation page without JavaScript (or a crawler) saw none of them; they render on the server as they do in the browser.',
    [measures.apiPageWithoutJs],
    'UPSTREAM.md#openapi-theme-server-rendering',
  );

/**
 * No test measures it: the column that holds these tabs is rendered by React only after
 * hydration (src/theme/ApiItem/HydrateOnInteraction.tsx), when `isBrowser` no longer changes.
 */
const noRemount = (component: string): VendorPatch =>
  theme(
    `${component}/index.js`,
    /key: String\(isBrowser\),/,
    '',
    1,
    'The tabs remount after hydration, drawing every schema a second time and replacing server-highlighted code (which then loads Prism); their state is hydration-safe.',
    [],
    'UPSTREAM.md#openapi-theme-tab-remount',
  );

export const openapiThemePatches: VendorPatch[] = [
  layoutList('RequestSchema/index.js', 2),
  layoutList('ResponseSchema/index.js', 1),
  // Inside a closed <details> ('Response Headers'), which the page scans skip.
  layoutList('ResponseHeaders/index.js', 1, [measures.responseHeadersAxe]),
  theme(
    'ParamsDetails/index.js',
    /"ul",\s*null,/,
    '"ul", { role: "presentation" },',
    1,
    layoutListReason,
    layoutListTests,
    'UPSTREAM.md#openapi-theme-lists',
  ),
  // ' array' after the title of a request body that is an array (patch-feature's, open).
  dimmed(
    'RequestSchema/index.js',
    /\{ style: \{ opacity: "0\.6" \} \}/,
    '{ style: { opacity: "0.7" } }',
    1,
    [measures.arrayBodyContrast],
  ),
  // On create-feature every 'Array [' is inside a closed <details>; patch-feature's body opens with one.
  dimmed('ArrayBrackets/index.js', /opacity: 0\.6,/, 'opacity: 0.7,', 2, [
    measures.arrayBodyContrast,
  ]),
  theme(
    'ApiExplorer/SecuritySchemes/index.js',
    /"h4",(\s*)\{ className: "openapi-security__summary-header" \}/,
    '"span",$1{ className: "openapi-security__summary-header" }',
    1,
    'The summary of the authorization panel is an <h4> right after the page title (axe and Lighthouse: heading-order). It labels a disclosure control, not a section, so it becomes a <span>; contrast.css keeps its weight.',
    // heading-order is one of axe's best practices, outside the WCAG tags: a test runs it alone.
    [measures.explorerHeadingOrder],
    'UPSTREAM.md#openapi-theme-heading-order',
  ),
  dimmed(
    'ApiExplorer/FormLabel/index.js',
    /\{ style: \{ opacity: 0\.6 \} \}/,
    '{ style: { opacity: 0.7 } }',
    1,
    // The ' — path' after a parameter's label in the open explorer.
    [measures.explorerAxe],
  ),
  theme(
    'ApiExplorer/storage-utils.js',
    /if \(persistence === "sessionStorage"\) \{\s*return sessionStorage;\s*\}\s*return localStorage;/,
    `try {
    const storage = persistence === "sessionStorage" ? window.sessionStorage : window.localStorage;
    storage.getItem("server");
    return storage;
  } catch (error) {
    if (!createStorage.warned) {
      createStorage.warned = true;
      console.warn("API explorer: browser storage is unavailable, so credentials and the chosen server are not kept between pages.", error);
    }
    return createStorage(false);
  }`,
    1,
    "Reading window.sessionStorage throws a SecurityError when the browser blocks site data, so every operation page crashed. The theme's authPersistence: false would avoid it by keeping nothing for every reader; instead the theme's own no-op storage is used when storage cannot be reached, with one warning (the spec: warn and go on without persistence).",
    [measures.blockedStorage],
    'UPSTREAM.md#openapi-theme-blocked-storage',
  ),
  ...['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map(serverRendered),
  ...['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs'].map(noRemount),
];
