import { z } from 'zod';
import { settingRows, settingsDoc } from './settings-doc';

const schema = z
  .object({
    MODE: z.enum(['on', 'off']).default('off').describe('a switch'),
    COUNT: z.coerce.number().int().min(1).max(9).default(3).describe('how many'),
    LIMIT: z
      .union([z.literal('off'), z.coerce.number().int().min(1)])
      .default(5)
      .describe('a limit or off'),
    URL: z
      .string()
      .regex(/^x:\/\//)
      .optional()
      .describe('where | to'),
    ZONE: z
      .string()
      .default('UTC')
      .transform((value) => value)
      .describe('a zone')
      .meta({ examples: ['Europe/London'] }),
    SORT: z
      .string()
      .default('a')
      .transform((value) => value.replace(/:asc$/, ''))
      .pipe(z.enum(['a', 'b']))
      .describe('a sort'),
  })
  .transform((env) => ({ mode: env.MODE }));

describe('the settings table', () => {
  it('reads each setting of a schema: default, what it allows, its .describe(), and the demo value', () => {
    const rows = settingRows([{ owner: 'mf-x', schema }], { MODE: 'on' });
    expect(rows.map(({ name, fallback, allowed }) => [name, fallback, allowed])).toEqual([
      ['MODE', '`off` (`npm start`: `on`)', '`on`, `off`'],
      ['COUNT', '`3`', 'whole number, 1-9'],
      ['LIMIT', '`5`', '`off` or whole number, 1 or more'],
      ['URL', 'unset', 'text matching `^x://`'],
      ['ZONE', '`UTC`', 'text; e.g. `Europe/London`'],
      ['SORT', '`a`', '`a`, `b`'],
    ]);
    expect(rows[0]).toMatchObject({ owner: 'mf-x', meaning: 'a switch' });
    expect(settingsDoc(rows)).toContain('| `URL` | mf-x | unset | text matching `^x://` | where \\| to |');
  });

  it('refuses a setting without a .describe(): the schema is where its meaning is written', () => {
    const bare = z.object({ PLAIN: z.string().optional() });
    expect(() => settingRows([{ owner: 'platform', schema: bare }], {})).toThrow(
      'PLAIN (platform) has no .describe() in its schema',
    );
  });
});
