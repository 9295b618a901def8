import { aiWidgetId, analyticsId, tagManagerId } from './env';

export const thirdParty = { analyticsId, tagManagerId, aiWidgetId, fallbackDelayMs: 3000 };

export type ThirdPartyConfig = typeof thirdParty;
