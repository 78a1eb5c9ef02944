import type { PageData } from '@site/shared-contracts/platform';
import { PAGE_DATA_ELEMENT_ID, pageDataSchema } from '@site/shared-contracts/platform';

export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = pageDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
