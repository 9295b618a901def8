// A text with any form of a group is also indexed under the first, canonical form, and a
// query's form is replaced by it, so 'rbac' finds the page that only says 'role-based access
// control'. Forms are matched after stemming.
export const synonymGroups: Array<{ forms: string[]; note?: string }> = [
  { forms: ['rbac', 'role-based access control', 'role based access control'] },
  { forms: ['sso', 'single sign-on', 'single sign on', 'single signon'] },
  { forms: ['scim', 'system for cross-domain identity management'] },
  { forms: ['cors', 'cross-origin resource sharing', 'cross origin resource sharing'] },
  { forms: ['pat', 'personal access token'] },
  { forms: ['oidc', 'openid connect', 'open id connect'] },
  { forms: ['saml', 'security assertion markup language'] },
  { forms: ['flag', 'toggle', 'feature switch'], note: 'Unleash renamed toggles to flags' },
  { forms: ['ab', 'a/b', 'split testing', 'split test'], note: "'A/B testing' tokenizes to 'a b'" },
  { forms: ['entra', 'azure ad', 'azure active directory'] },
  { forms: ['k8s', 'kubernetes'] },
  { forms: ['ci', 'continuous integration'] },
  { forms: ['idp', 'identity provider'] },
  { forms: ['sdk', 'client library'] },
  { forms: ['dotnet', '.net', 'csharp'] },
  { forms: ['node', 'nodejs', 'node.js'] },
  { forms: ['nextjs', 'next.js', 'next js'] },
  { forms: ['ssl', 'tls'] },
  { forms: ['frontend', 'front-end', 'front end'] },
  { forms: ['backend', 'back-end', 'back end'] },
  { forms: ['disable', 'turn off', 'switch off'] },
  { forms: ['enable', 'turn on', 'switch on'] },
  { forms: ['postgresql', 'postgres', 'pg'] },
  { forms: ['production', 'prod'] },
  { forms: ['development', 'dev'] },
  { forms: ['configuration', 'config'] },
  { forms: ['database', 'db'] },
  { forms: ['rollout', 'roll out', 'roll-out'] },
  { forms: ['percentage', 'percent'] },
  { forms: ['email', 'e-mail', 'e mail'] },
  { forms: ['login', 'log in', 'sign in', 'signin'] },
  { forms: ['logout', 'log out', 'sign out', 'signout'] },
  {
    forms: ['revive', 'restore', 'unarchive', 'un-archive'],
    note: "The Admin UI and the API call bringing back an archived flag 'revive'",
  },
  { forms: ['setup', 'set up'] },
  { forms: ['environment variable', 'env var', 'env variable'] },
  { forms: ['sync', 'synchronize', 'synchronise', 'synchronization', 'synchronisation'] },
  {
    forms: ['limit', 'how many', 'maximum number', 'max number'],
    note: "'how many projects can I have' asks for a limit",
  },
];

type AlgoliaSynonym = { objectID: string; type: 'synonym'; synonyms: string[] };

/** Algolia multi-way synonyms: every form is equivalent to every other. */
export function algoliaSynonyms(): AlgoliaSynonym[] {
  return synonymGroups.map(({ forms }) => ({
    objectID: `syn-${(forms[0] ?? '').replace(/[^a-z0-9]+/g, '-')}`,
    type: 'synonym',
    synonyms: [...forms],
  }));
}
