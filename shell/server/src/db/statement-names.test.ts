import { isStalePlan, statementNames } from './statement-names';

describe('statementNames', () => {
  it('names a statement once and gives it the same name after', () => {
    const names = statementNames();
    const first = names.nameFor('SELECT 1');
    expect(first).toMatch(/^site_/);
    expect(names.nameFor('SELECT 1')).toBe(first);
    expect(names.nameFor('SELECT 2')).not.toBe(first);
  });

  it('leaves scripts of several statements unnamed (they cannot be prepared)', () => {
    expect(statementNames().nameFor('BEGIN; SELECT 1')).toBeUndefined();
    expect(statementNames().nameFor('SELECT 1;')).toMatch(/^site_/);
  });

  it('stops naming at its cap, so texts built from values cannot grow every connection without bound', () => {
    const names = statementNames(2);
    names.nameFor('SELECT 1');
    names.nameFor('SELECT 2');
    expect(names.nameFor('SELECT 3')).toBeUndefined();
    expect(names.nameFor('SELECT 1')).toBeDefined();
  });

  it('runs a forgotten statement unnamed from then on, and never reuses its name', () => {
    const names = statementNames();
    const old = names.nameFor('SELECT * FROM t');
    names.forget('SELECT * FROM t');
    expect(names.nameFor('SELECT * FROM t')).toBeUndefined();
    expect(names.nameFor('SELECT 2')).not.toBe(old);
  });

  it("knows PostgreSQL's refusal of a stale plan from other errors", () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'feature not supported' })).toBe(false);
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false);
  });
});
