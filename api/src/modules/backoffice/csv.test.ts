import { csvCell, toCsv } from './csv';

describe('CSV export: formula injection escaped, RFC 4180 quoting', () => {
  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '=HYPERLINK("http://x","y")', '\t=1', '\r=1', '-cmd|calc'])('escapes a text cell starting with a formula character: %j', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    expect(cell).toContain(value.replace(/"/g, '""'));
  });

  it('keeps plain numbers (negative amounts too), quotes commas, quotes and line breaks', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('house:bankroll:3')).toBe('house:bankroll:3');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [['=1', '2.00']])).toBe("a,b\r\n'=1,2.00\r\n");
  });
});
