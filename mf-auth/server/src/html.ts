import { escapeHtml } from '@site/shared-contracts';

export { escapeHtml };
