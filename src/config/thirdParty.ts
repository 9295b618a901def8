import { aiWidgetId, analyticsId, tagManagerId } from './env';

/** What the browser needs to know about optional third-party scripts. */
export const thirdParty = {
  analyticsId,
  tagManagerId,
  aiWidgetId,
  /** Milliseconds after load at which the scripts load if the reader has not interacted yet. */
  fallbackDelayMs: 3000,
};

export type ThirdPartyConfig = typeof thirdParty;
