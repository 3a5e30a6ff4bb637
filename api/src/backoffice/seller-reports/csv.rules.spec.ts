import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.rules.js';

describe('A report CSV cell (RFC 4180)', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvLine(['Antwerp rough', 1250.5, 3])).toBe('Antwerp rough,1250.5,3\r\n');
  });

  it('quotes a cell with a comma, a line break or a quote, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('the "Star"')).toBe('"the ""Star"""');
  });

  it.each(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx'])(
    'defuses %j so a spreadsheet shows it instead of running it',
    (v) => {
      expect(csvCell(v).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('defuses a formula and still quotes it when it holds a comma', () => {
    expect(csvCell('=HYPERLINK("x",1)')).toBe('"\'=HYPERLINK(""x"",1)"');
  });

  it('writes a negative number as a number, not as text', () => {
    expect(csvCell(-5)).toBe('-5');
  });
});
