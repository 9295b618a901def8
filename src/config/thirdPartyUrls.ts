/**
 * Where the optional third-party scripts come from. Kept free of environment reads so that the
 * browser module that loads them and the Content-Security-Policy builder share one list.
 */
export const thirdPartyScriptUrls = {
  /** Google Analytics 4; the measurement id goes in the `id` query parameter. */
  analytics: 'https://www.googletagmanager.com/gtag/js',
  /** Google Tag Manager; the container id goes in the `id` query parameter. */
  tagManager: 'https://www.googletagmanager.com/gtm.js',
  /** The AI-assistant widget behind the 'ASK AI' button (kapa.ai). */
  aiWidget: 'https://widget.kapa.ai/kapa-widget.bundle.js',
} as const;
