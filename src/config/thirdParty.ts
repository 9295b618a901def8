import { aiWidgetId, analyticsId, tagManagerId } from './env';

/** What the browser needs to know about optional third-party scripts. */
export type ThirdPartyConfig = {
  analyticsId: string | null;
  tagManagerId: string | null;
  aiWidgetId: string | null;
  /** Milliseconds after load at which the scripts load if the reader has not interacted yet. */
  fallbackDelayMs: number;
};

export const thirdParty = {
  analyticsId,
  tagManagerId,
  aiWidgetId,
  fallbackDelayMs: 3000,
} satisfies ThirdPartyConfig;
