import { describe, expect, it } from 'vitest';
import { nextPath } from './next-path.ts';

describe('nextPath', () => {
  it('goes back to a page of this app', () => {
    expect(nextPath('?next=%2Fcollection%3Fseries%3DSeries%25201')).toBe('/collection?series=Series%201');
    expect(nextPath('?next=%2Ffigures%2F12')).toBe('/figures/12');
  });

  it('goes to the dashboard instead of another site, the login page itself or nowhere', () => {
    for (const search of ['', '?next=', '?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example', '?next=%2Flogin', '?next=collection', '?next=%2Fapi%2Fauth%2Foidc%2Fstart']) {
      expect(nextPath(search), search).toBe('/');
    }
  });
});
