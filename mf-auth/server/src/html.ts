import { escapeHtml } from '@site/platform-kit/html';

export { escapeHtml };
