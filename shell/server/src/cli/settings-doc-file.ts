import path from 'node:path';
import { envSchema } from '../config/env-schema';
import { settingRows, settingsDoc, type SettingsSource } from '../config/settings-doc';
import { slices } from '../slices';
import { REPO_ROOT } from '../store/remote-builds';
import { demoSettings } from './demo-settings';

export const SETTINGS_DOC = path.join(REPO_ROOT, 'docs/settings.md');

export const STALE_MESSAGE =
  'docs/settings.md differs from the settings schemas: run `npm run settings:doc` to regenerate it (edit a setting in its schema, never in the file)';

/** docs/settings.md as the platform's and every slice's settings schema say it reads now. */
export function currentSettingsDoc(): string {
  const sources: SettingsSource[] = [
    { owner: 'platform', schema: envSchema },
    ...slices.flatMap((slice) => (slice.settings ? [{ owner: slice.name, schema: slice.settings }] : [])),
  ];
  // What `npm start` sets on a fresh clone: nothing set beforehand, loopback, no SMTP_URL.
  return settingsDoc(settingRows(sources, demoSettings({})));
}

/** The first line where the file and the schemas part, for a message that says where to look. */
export function firstDifference(written: string, expected: string): string {
  const have = written.split('\n');
  const want = expected.split('\n');
  const line = want.findIndex((text, i) => have[i] !== text);
  const at = line === -1 ? want.length : line;
  return `line ${at + 1}:\n  file:    ${have[at] ?? '(end of file)'}\n  schemas: ${want[at] ?? '(end of file)'}`;
}
