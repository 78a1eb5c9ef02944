import { readFileSync } from 'node:fs';
import { currentSettingsDoc, firstDifference, SETTINGS_DOC, STALE_MESSAGE } from './settings-doc-file';

describe('docs/settings.md', () => {
  it('is what the settings schemas say (npm run settings:doc)', () => {
    const written = readFileSync(SETTINGS_DOC, 'utf8');
    const expected = currentSettingsDoc();
    if (written !== expected) throw new Error(`${STALE_MESSAGE}\n${firstDifference(written, expected)}`);
  });
});
