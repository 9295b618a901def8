// Free of environment reads: the browser module that loads these and the CSP builder share it.
export const thirdPartyScriptUrls = {
  analytics: 'https://www.googletagmanager.com/gtag/js',
  tagManager: 'https://www.googletagmanager.com/gtm.js',
  aiWidget: 'https://widget.kapa.ai/kapa-widget.bundle.js',
} as const;
