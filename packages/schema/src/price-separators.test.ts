import { describe, expect, it } from 'vitest';
import { separatedAmountMessage, separatedPriceAmounts } from './price-separators.js';

describe('separatedPriceAmounts', () => {
  it('finds an amount with a "." separator in JSON, on its line', () => {
    const text = '{\n  "property": {\n    "price": { "amount": 425.000, "currency": "EUR" }\n  }\n}\n';
    expect(separatedPriceAmounts(text)).toEqual([{ line: 3, written: '425.000', meant: 425000 }]);
  });

  it('finds several groups, with "." or ",", in JSON and in YAML', () => {
    expect(separatedPriceAmounts('{"amount":1.250.000}')).toEqual([
      { line: 1, written: '1.250.000', meant: 1250000 },
    ]);
    expect(separatedPriceAmounts('price:\n  amount: 1,250,000 # asking\n  currency: EUR\n')).toEqual([
      { line: 2, written: '1,250,000', meant: 1250000 },
    ]);
    expect(separatedPriceAmounts("price: { 'amount': '12.500', currency: EUR }")).toEqual([
      { line: 1, written: '12.500', meant: 12500 },
    ]);
  });

  it('leaves amounts without separators, decimals and other fields alone', () => {
    for (const text of [
      '{"amount": 425000}',
      '{"amount": 425.0}',
      '{"amount": 425.5}',
      '{"amount": 4250.000}',
      '{"amount": 1.250.00}',
      '{"floorArea": {"value": 120.000}}',
      'pay-amount: 1.000',
    ])
      expect(separatedPriceAmounts(text), text).toEqual([]);
  });

  it('says what to write instead', () => {
    expect(separatedAmountMessage({ written: '425.000', meant: 425000 })).toMatch(
      /^425\.000 has a thousands separator.+\(425000\)$/,
    );
  });
});
