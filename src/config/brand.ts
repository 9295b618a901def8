// Safe to bundle for the browser.
export const cosyLine = 'Made in a cosy atmosphere in the Nordic countries.';
export const productDescription =
  'Unleash is an enterprise-ready feature flag service. It lowers the risk of every release, lets teams ship ideas faster by separating deployment from release, and helps you tune the experience of the people who use your software. Reviewers on G2 rated it the easiest feature management system to use.';
