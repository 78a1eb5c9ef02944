import * as z from 'zod/mini';
import { remoteSnapshotSchema } from './remotes';
import { siteConfigSchema, visitorStateSchema } from './site';

/** What the server inlines into every page as <script id="site-bootstrap" type="application/json">. */
export const pageDataSchema = z.object({
  snapshot: remoteSnapshotSchema,
  site: siteConfigSchema,
  visitor: visitorStateSchema,
  csrfToken: z.string(),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const PAGE_DATA_ELEMENT_ID = 'site-bootstrap';
