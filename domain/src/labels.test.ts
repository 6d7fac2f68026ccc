import { describe, expect, it } from 'vitest';
import { labelContents, labelPosition, labelsPerPage, labelTarget, LABEL_FORMATS } from './labels.ts';

describe('label formats', () => {
  it('are the sizes the stock is sold as (points: 72 per inch)', () => {
    const avery = LABEL_FORMATS['avery-5160'];
    expect([avery.page.width, avery.page.height]).toEqual([612, 792]);
    expect([avery.label.width, avery.label.height]).toEqual([189, 72]);
    expect(labelsPerPage(avery)).toBe(30);
    const l7160 = LABEL_FORMATS.l7160;
    expect(l7160.page.width).toBeCloseTo(595.28, 2);
    expect(l7160.page.height).toBeCloseTo(841.89, 2);
    expect(l7160.label.width).toBeCloseTo(180, 2);
    expect(l7160.label.height).toBeCloseTo(108, 2);
    expect(labelsPerPage(l7160)).toBe(21);
    expect(LABEL_FORMATS['tape-62mm'].page.width).toBeCloseTo(175.75, 2);
    expect([LABEL_FORMATS['dymo-30334'].page.width, LABEL_FORMATS['dymo-30334'].page.height]).toEqual([162, 90]);
  });

  it('fill a sheet exactly: margins and labels add up to the page', () => {
    for (const format of [LABEL_FORMATS['avery-5160'], LABEL_FORMATS.l7160]) {
      const last = labelPosition(format, labelsPerPage(format) - 1);
      expect(last.page).toBe(0);
      // The right margin equals the left one, and the bottom margin the top one.
      expect(format.page.width - (last.x + format.label.width)).toBeCloseTo(format.left, 1);
      expect(format.page.height - (last.y + format.label.height)).toBeCloseTo(format.top, 1);
    }
  });
});

describe('labelPosition', () => {
  const avery = LABEL_FORMATS['avery-5160'];

  it('goes row by row from the top left', () => {
    expect(labelPosition(avery, 0)).toEqual({ page: 0, x: 13.5, y: 36 });
    expect(labelPosition(avery, 1)).toEqual({ page: 0, x: 211.5, y: 36 });
    expect(labelPosition(avery, 3)).toEqual({ page: 0, x: 13.5, y: 108 });
    expect(labelPosition(avery, 30)).toEqual({ page: 1, x: 13.5, y: 36 });
  });

  it('starts a half-used sheet at the position given, and goes on at the top of the next', () => {
    // Position 8 is row 3, column 2.
    expect(labelPosition(avery, 0, 8)).toEqual({ page: 0, x: 211.5, y: 180 });
    expect(labelPosition(avery, 22, 8)).toEqual({ page: 0, x: 409.5, y: 684 });
    expect(labelPosition(avery, 23, 8)).toEqual({ page: 1, x: 13.5, y: 36 });
  });

  it('puts a label printer\'s labels one to a page', () => {
    const tape = LABEL_FORMATS['tape-62mm'];
    expect(labelPosition(tape, 2)).toEqual({ page: 2, x: 0, y: 0 });
  });
});

describe('labelContents', () => {
  it('lists each figure once, several copies as ×N, most first', () => {
    expect(labelContents(['Bebop', 'Leonardo', 'Rocksteady', 'Leonardo'])).toEqual(['Leonardo ×2', 'Bebop', 'Rocksteady']);
    expect(labelContents([])).toEqual([]);
  });
});

describe('labelTarget', () => {
  it('reads a place\'s or a copy\'s address from a label\'s code, whatever address of the app it was printed at', () => {
    expect(labelTarget('https://192.168.1.20:3000/places/12')).toEqual({ kind: 'place', id: 12, path: '/places/12' });
    expect(labelTarget(' http://tmnt.local:3000/inventory/7/ ')).toEqual({ kind: 'copy', id: 7, path: '/inventory/7' });
  });

  it('is null for anything else: a barcode, another page, another scheme, a malformed id', () => {
    for (const text of ['036000291452', 'https://example.com/', 'https://x/places/', 'https://x/places/0', 'https://x/places/12/check', 'javascript:alert(1)//places/1', 'ftp://x/places/1', 'https://x/places/1e3']) {
      expect(labelTarget(text), text).toBeNull();
    }
  });
});
