// npm run settings:doc [-- --check]: write docs/settings.md from the settings schemas, or check that it is current.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseCommand } from './args';
import { runCommand } from './run-command';
import { currentSettingsDoc, firstDifference, SETTINGS_DOC, STALE_MESSAGE } from './settings-doc-file';

runCommand(async () => {
  const parsed = parseCommand(process.argv.slice(2), {
    command: 'npm run settings:doc --',
    summary: `Writes docs/settings.md, the table of every setting the server reads, from the platform's envSchema and each
slice's settings schema (name, owner, default, allowed values, and the meaning from each .describe()).`,
    flags: {
      check: { type: 'boolean', description: 'write nothing; fail when docs/settings.md differs from the schemas' },
    },
  });
  if (!parsed) return;
  const doc = currentSettingsDoc();
  const written = existsSync(SETTINGS_DOC) ? readFileSync(SETTINGS_DOC, 'utf8') : '';
  if (parsed.flags.check === true) {
    if (written !== doc) throw new Error(`${STALE_MESSAGE}\n${firstDifference(written, doc)}`);
    return console.log('docs/settings.md matches the settings schemas');
  }
  writeFileSync(SETTINGS_DOC, doc);
  console.log(written === doc ? 'docs/settings.md was already current' : 'docs/settings.md written from the schemas');
});
