import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import type { ThirdPartyConfig } from '../config/thirdParty';
import { thirdPartyScriptUrls } from '../config/thirdPartyUrls';
import { deferUntilInteraction } from './deferUntilInteraction';

const { analyticsId, tagManagerId, aiWidgetId, fallbackDelayMs } = siteConfig.customFields
  ?.thirdParty as ThirdPartyConfig;

export const isAiWidgetConfigured = Boolean(aiWidgetId);

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    Kapa?: { open?: () => void } & ((command: string) => void);
  }
}

let aiWidgetReady: Promise<void> | null = null;

function addScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, async: true });
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)));
    document.head.appendChild(script);
  });
}

function loadAiWidget(id: string): Promise<void> {
  return (aiWidgetReady ??= addScript(thirdPartyScriptUrls.aiWidget, {
    'data-website-id': id,
    'data-project-name': 'Unleash',
    'data-project-color': '#1a4049',
    'data-button-hide': 'true',
  }));
}

function loadThirdPartyScripts(): void {
  if (analyticsId) {
    window.dataLayer ??= [];
    // gtag.js reads only `arguments` objects from the data layer: an array (rest parameters) is ignored.
    window.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', analyticsId, { anonymize_ip: true });
    void addScript(`${thirdPartyScriptUrls.analytics}?id=${encodeURIComponent(analyticsId)}`);
  }
  if (tagManagerId) {
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void addScript(`${thirdPartyScriptUrls.tagManager}?id=${encodeURIComponent(tagManagerId)}`);
  }
  if (aiWidgetId) void loadAiWidget(aiWidgetId).catch(() => undefined);
}

/** Opens the AI-assistant widget, loading it first if the reader got here before it loaded. */
export async function openAiWidget(): Promise<void> {
  if (!aiWidgetId) throw new Error('The AI assistant is not configured.');
  await loadAiWidget(aiWidgetId);
  const widget = window.Kapa;
  if (typeof widget?.open === 'function') widget.open();
  else if (typeof widget === 'function') widget('open');
  else throw new Error('The AI assistant did not start.');
}

if (ExecutionEnvironment.canUseDOM && (analyticsId || tagManagerId || aiWidgetId)) {
  deferUntilInteraction(window, loadThirdPartyScripts, fallbackDelayMs);
}

export default {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      window.gtag?.('event', 'page_view', {
        page_path: location.pathname + location.search + location.hash,
      });
    }
  },
} satisfies ClientModule;
