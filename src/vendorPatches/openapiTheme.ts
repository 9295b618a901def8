import { measures } from './measures';
import { rowsOf, type VendorPatch } from './types';

const theme = rowsOf('docusaurus-theme-openapi-docs', '5.2.0');

const layoutListReason =
  'The schema and parameter lists are <ul>s whose entries are <div>s (axe: list). The entries are laid out, not listed: role="presentation" keeps their look.';
const layoutListTests = [measures.pageTypesAxe];
const layoutList = (component: string, count: number, measuredBy = layoutListTests): VendorPatch =>
  theme(
    `lib/theme/${component}/index.js`,
    /"ul",\s*\{ style: \{ marginLeft: "1rem" \} \}/,
    '"ul", { role: "presentation", style: { marginLeft: "1rem" } }',
    layoutListReason,
    measuredBy,
    'UPSTREAM.md#openapi-theme-lists',
    count,
  );

const dimmedReason =
  'Secondary text dimmed with an inline opacity of 0.6 measures 4.3:1 to 4.4:1 on the light backgrounds (axe: color-contrast, WCAG 1.4.3); at 0.7 it is still dimmer than the text around it, at 5.8:1 or more in both colour modes.';
// axe's color-contrast rule sees only text on screen: each row's tests show its text.
const dimmed = (file: string, search: RegExp, replace: string, tests: string[], count?: number) =>
  theme(file, search, replace, dimmedReason, tests, 'UPSTREAM.md#openapi-theme-contrast', count);

const serverRendered = (component: string): VendorPatch =>
  theme(
    `lib/theme/${component}/index.js`,
    /const BrowserOnly_1 = __importDefault\(require\("@docusaurus\/BrowserOnly"\)\);/,
    'const BrowserOnly_1 = { default: ({ children }) => children() };',
    'Parameters and schemas render in the browser only, so an operation page without JavaScript (or a crawler) saw none of them; they render on the server as they do in the browser.',
    [measures.apiPageWithoutJs],
    'UPSTREAM.md#openapi-theme-server-rendering',
  );

// Unmeasured: React renders the column of these tabs only after hydration, when `isBrowser` no
// longer changes (src/theme/ApiItem/HydrateOnInteraction.tsx).
const noRemount = (component: string): VendorPatch =>
  theme(
    `lib/theme/${component}/index.js`,
    /key: String\(isBrowser\),/,
    '',
    'The tabs remount after hydration, drawing every schema a second time and replacing server-highlighted code (which then loads Prism); their state is hydration-safe.',
    [],
    'UPSTREAM.md#openapi-theme-tab-remount',
  );

export const openapiThemePatches: VendorPatch[] = [
  layoutList('RequestSchema', 2),
  layoutList('ResponseSchema', 1),
  // Inside a closed <details> ('Response Headers'), which the page scans skip.
  layoutList('ResponseHeaders', 1, [measures.responseHeadersAxe]),
  theme(
    'lib/theme/ParamsDetails/index.js',
    /"ul",\s*null,/,
    '"ul", { role: "presentation" },',
    layoutListReason,
    layoutListTests,
    'UPSTREAM.md#openapi-theme-lists',
  ),
  // ' array' after the title of a request body that is an array (patch-feature's, open).
  dimmed(
    'lib/theme/RequestSchema/index.js',
    /\{ style: \{ opacity: "0\.6" \} \}/,
    '{ style: { opacity: "0.7" } }',
    [measures.arrayBodyContrast],
  ),
  // On create-feature every 'Array [' is inside a closed <details>; patch-feature's body opens with one.
  dimmed(
    'lib/theme/ArrayBrackets/index.js',
    /opacity: 0\.6,/,
    'opacity: 0.7,',
    [measures.arrayBodyContrast],
    2,
  ),
  theme(
    'lib/theme/ApiExplorer/SecuritySchemes/index.js',
    /"h4",(\s*)\{ className: "openapi-security__summary-header" \}/,
    '"span",$1{ className: "openapi-security__summary-header" }',
    'The summary of the authorization panel is an <h4> right after the page title (axe and Lighthouse: heading-order). It labels a disclosure control, not a section, so it becomes a <span>; contrast.css keeps its weight.',
    // heading-order is one of axe's best practices, outside the WCAG tags: a test runs it alone.
    [measures.explorerHeadingOrder],
    'UPSTREAM.md#openapi-theme-heading-order',
  ),
  dimmed(
    'lib/theme/ApiExplorer/FormLabel/index.js',
    /\{ style: \{ opacity: 0\.6 \} \}/,
    '{ style: { opacity: 0.7 } }',
    // The ' — path' after a parameter's label in the open explorer.
    [measures.explorerAxe],
  ),
  theme(
    'lib/theme/ApiExplorer/storage-utils.js',
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
    "Reading window.sessionStorage throws a SecurityError when the browser blocks site data, so every operation page crashed. The theme's authPersistence: false would avoid it by keeping nothing for every reader; instead the theme's own no-op storage is used when storage cannot be reached, with one warning (the spec: warn and go on without persistence).",
    [measures.blockedStorage],
    'UPSTREAM.md#openapi-theme-blocked-storage',
  ),
  ...['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map(serverRendered),
  ...['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs'].map(noRemount),
];
