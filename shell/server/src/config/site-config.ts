import type { SiteConfig } from '@site/shared-contracts/platform';
import type { ServerConfig } from './env';

/** Public site settings inlined into pages and given to every island. */
export function buildSiteConfig(config: ServerConfig): SiteConfig {
  return {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    restBase: '/api/',
    ajaxUrl: '/api/ajax',
    customLoginUrl: null,
    currency: { symbol: '€', position: 'right_space', decimalSeparator: ',', thousandSeparator: '.' },
    dateFormat: 'j F Y',
    locale: 'en',
    timeZone: config.timeZone,
  };
}
