const productSite = 'https://www.getunleash.io';

export const externalLinks = {
  product: `${productSite}/product`,
  plans: `${productSite}/pricing`,
  blog: `${productSite}/blog`,
  signIn: 'https://app.unleash-hosted.com/login',
  freeTrial: `${productSite}/enterprise-trial`,
  github: 'https://github.com/Unleash/unleash',
  slack: 'https://slack.unleash.run',
  linkedIn: 'https://www.linkedin.com/company/getunleash',
  youTube: 'https://www.youtube.com/@getunleash',
  x: 'https://x.com/getunleash',
  vision: `${productSite}/about-us`,
  liveDemo: `${productSite}/interactive-demo`,
  openSource: `${productSite}/open-source`,
  enterprise: `${productSite}/enterprise-feature-management-platform`,
  comparison: `${productSite}/unleash-compared-to-other-feature-flag-tools`,
  helpCenter: 'https://github.com/Unleash/unleash/discussions',
  status: 'https://status.getunleash.io',
  changelog: 'https://github.com/Unleash/unleash/releases',
  useCaseRollbacks: `${productSite}/feature-flag-use-cases-rollbacks`,
  useCaseKillSwitches: `${productSite}/feature-flag-use-cases-software-kill-switches`,
  useCaseFeatureManagement: `${productSite}/feature-management`,
  useCaseCanary: `${productSite}/feature-flag-use-cases-canary-releases`,
} as const;

// A static label: the site makes no call to GitHub.
export const githubStarsLabel = '12.6k';
