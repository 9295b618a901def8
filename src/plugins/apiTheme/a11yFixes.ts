/**
 * Accessibility faults in the markup of docusaurus-theme-openapi-docs 5.2
 * (and, at the end, a crash without browser storage, a weight fault and
 * schemas missing from the server's HTML),
 * fixed in its compiled files at build time (for the server and the browser
 * alike, so hydration sees the same markup). Each fix names how often its
 * pattern occurs in its file; tests/unit/apiThemeFixes.test.ts checks the
 * installed theme against that, and the loader fails the build when a
 * pattern is gone (for example after an upgrade).
 */

type Fix = {
  /** The theme file, relative to `lib/theme/`. */
  file: string;
  /** A regular expression (source text), applied to every match. */
  search: string;
  replace: string;
  /** How often `search` matches in the theme version we build with. */
  count: number;
};

/**
 * The schema and parameter lists are `<ul>`s whose entries are `<div>`s, with
 * the odd `<li>` for the brackets around arrays: invalid list markup (axe:
 * list). The entries are laid out, not listed, so the lists say so with
 * `role="presentation"`, which keeps their look.
 */
const layoutList = (file: string, count: number): Fix => ({
  file,
  search: '"ul",\\s*\\{ style: \\{ marginLeft: "1rem" \\} \\}',
  replace: '"ul", { role: "presentation", style: { marginLeft: "1rem" } }',
  count,
});

/**
 * The theme dims secondary text with an inline opacity of 0.6, which leaves
 * body text at 4.3:1 to 4.4:1 on the light backgrounds (axe: color-contrast,
 * WCAG 1.4.3). At 0.7 it is still dimmer than the text around it, at 5.8:1
 * or more in both colour modes.
 */
const dimmed = (file: string, search: string, replace: string, count: number): Fix => ({
  file,
  search,
  replace,
  count,
});

/**
 * Not accessibility but completeness: the parameters and the request and
 * response schemas render in the browser only (`BrowserOnly`), so the HTML
 * of an operation page had skeletons where they go, and a reader without
 * JavaScript (or a crawler) saw none of them. They render on the server as
 * well as they do in the browser: `BrowserOnly` becomes a component that
 * renders its children at once.
 */
const serverRendered = (component: string): Fix => ({
  file: `${component}/index.js`,
  search: 'const BrowserOnly_1 = __importDefault\\(require\\("@docusaurus/BrowserOnly"\\)\\);',
  replace: 'const BrowserOnly_1 = { default: ({ children }) => children() };',
  count: 1,
});

/**
 * Weight and work: the tabs of the parameters, schemas and responses remount
 * once the page has hydrated (`key: String(isBrowser)`, a workaround the
 * theme copied from an old Docusaurus Tabs). That threw the server's markup
 * away and drew every schema again, and the response examples' code blocks,
 * drawn anew, loaded Prism (src/theme/CodeBlock/Content). The tabs' state is
 * hydration-safe, so they keep what the server rendered.
 */
const noRemount = (component: string): Fix => ({
  file: `${component}/index.js`,
  search: 'key: String\\(isBrowser\\),',
  replace: '',
  count: 1,
});

export const apiThemeFixes: Fix[] = [
  layoutList('RequestSchema/index.js', 2),
  layoutList('ResponseSchema/index.js', 1),
  layoutList('ResponseHeaders/index.js', 1),
  {
    file: 'ParamsDetails/index.js',
    search: '"ul",\\s*null,',
    replace: '"ul", { role: "presentation" },',
    count: 1,
  },
  dimmed(
    'RequestSchema/index.js',
    '\\{ style: \\{ opacity: "0\\.6" \\} \\}',
    '{ style: { opacity: "0.7" } }',
    1,
  ),
  dimmed('ArrayBrackets/index.js', 'opacity: 0\\.6,', 'opacity: 0.7,', 2),
  /**
   * The summary of the authorization panel is an `<h4>`, which follows the page
   * title with no `<h2>` or `<h3>` between (axe and Lighthouse: heading-order).
   * It labels a disclosure control, not a section, so it becomes a `<span>`;
   * contrast.css keeps its weight.
   */
  {
    file: 'ApiExplorer/SecuritySchemes/index.js',
    search: '"h4",(\\s*)\\{ className: "openapi-security__summary-header" \\}',
    replace: '"span",$1{ className: "openapi-security__summary-header" }',
    count: 1,
  },
  dimmed(
    'ApiExplorer/FormLabel/index.js',
    '\\{ style: \\{ opacity: 0\\.6 \\} \\}',
    '{ style: { opacity: 0.7 } }',
    1,
  ),
  /**
   * Not an accessibility fault but a weight one: to hash the keys under which
   * it stores credentials, the theme loads all of crypto-js (ciphers included,
   * some 17 KB of gzip on every API page) and calls only its SHA-1.
   */
  {
    file: 'ApiExplorer/storage-utils.js',
    search: 'require\\("crypto-js"\\)',
    replace: '{ SHA1: require("crypto-js/sha1") }',
    count: 1,
  },
  /**
   * Not accessibility either, but a crash: the theme keeps the reader's
   * credentials and server choice in sessionStorage, and reading
   * `window.sessionStorage` throws a SecurityError when the browser blocks
   * site data, so every operation page showed 'This page crashed'. Its
   * `authPersistence: false` option would avoid the crash by never keeping
   * anything, for every reader. Instead, when the storage cannot be reached,
   * the theme's own no-op storage is used and a warning logged once (the
   * spec: without storage, warn and go on without persistence).
   */
  {
    file: 'ApiExplorer/storage-utils.js',
    search:
      'if \\(persistence === "sessionStorage"\\) \\{\\s*return sessionStorage;\\s*\\}\\s*return localStorage;',
    replace: `try {
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
    count: 1,
  },
  ...['ParamsDetails', 'RequestSchema', 'ResponseSchema'].map(serverRendered),
  ...['ApiTabs', 'MimeTabs', 'SchemaTabs', 'DiscriminatorTabs'].map(noRemount),
];

/** Where a fix's file is, as a pattern on module paths. */
function fileTest(file: string): RegExp {
  const parts = ['docusaurus-theme-openapi-docs', 'lib', 'theme', ...file.split('/')];
  return new RegExp(`[\\\\/]${parts.map((part) => part.replace(/\./g, '\\.')).join('[\\\\/]')}$`);
}

/** The webpack rules that apply the fixes, one per file. */
export function apiThemeFixRules() {
  const files = [...new Set(apiThemeFixes.map((fix) => fix.file))];
  return files.map((file) => ({
    test: fileTest(file),
    loader: require.resolve('string-replace-loader'),
    options: {
      multiple: apiThemeFixes
        .filter((fix) => fix.file === file)
        .map(({ search, replace }) => ({ search, replace, flags: 'g', strict: true })),
    },
  }));
}
