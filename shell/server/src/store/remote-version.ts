import type { PublishedFile } from '@site/shared-contracts/platform';
import type { BuildInfo } from './validate-build';

/** One published version of a remote as platform.remote_versions stores it. */
export type RemoteVersionRow = {
  remote: string;
  version: string;
  files: PublishedFile[];
  total_size: number;
  content_hash: string;
  publisher: string;
  published_at: Date | string;
  build_info: BuildInfo | null;
};
